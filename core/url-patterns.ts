/**
 * A url segment of the storefront (`/brand/{url}`, `/category/{url}`...): letters (Chinese too), digits,
 * `_`, `-`, `.` and `~`; no space, slash, `?` or `#`. The server's inputs check it and the back office's
 * forms refuse the same before they send.
 */
export const URL_SEGMENT_PATTERN = /^[\p{L}\p{N}_\-.~]+$/u;
