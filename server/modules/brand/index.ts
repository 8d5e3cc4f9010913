// Public face: what other modules use.
export { Brand } from './brand.entity.js';
export { UrlSegment } from './brand.inputs.js';
