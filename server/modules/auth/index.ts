// Public face: what other modules use.
export { AuthToken } from './auth.inputs.js';
export { AuthService, loginThrottlePrefix } from './auth.service.js';
