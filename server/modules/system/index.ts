// Public face: what other modules use.
export { loadSecret } from './secrets.js';
export { ThrottleService } from './throttle.service.js';
export type { ThrottleRule } from './throttle.service.js';
