/**
 * A url segment of the storefront (`/brand/{url}`, `/category/{url}`...): letters (Chinese too), digits,
 * `_`, `-`, `.` and `~`; no space, slash, `?` or `#`. The server's inputs check it and the back office's
 * forms refuse the same before they send.
 */
export const URL_SEGMENT_PATTERN = /^[\p{L}\p{N}_\-.~]+$/u;

/**
 * A content language code as a page's address may give it (`?language=zh_hk`, in the server's hreflang
 * links): the server renders the page in it and the browser keeps it as the reader's choice.
 */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(_[a-z0-9]{2,4})?$/i;
