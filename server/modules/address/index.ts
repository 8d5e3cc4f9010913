// Public face: what other modules use.
export { Address } from './address.entity.js';
export { AddressInput } from './address.inputs.js';
