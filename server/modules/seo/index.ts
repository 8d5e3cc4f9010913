// Public face: what other modules use.
export { recordUrlChange } from './url-redirects.js';
