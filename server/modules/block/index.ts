// Public face: what other modules use.
export { Block } from './block.entity.js';
export { BlockService } from './block.service.js';
