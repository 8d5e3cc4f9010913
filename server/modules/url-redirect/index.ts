// Public face: what other modules use.
export { recordUrlChange, redirectTarget } from './url-redirects.js';
export type { RedirectKind } from './url-redirects.js';
