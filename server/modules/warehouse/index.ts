// Public face: what other modules use.
export { Warehouse } from './warehouse.entity.js';
