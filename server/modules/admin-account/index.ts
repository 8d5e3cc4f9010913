// Public face: what other modules use.
export { AdminAccount } from './admin-account.entity.js';
