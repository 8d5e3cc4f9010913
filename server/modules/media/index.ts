// Public face: what other modules use.
export { MediaService, readAtMost } from './media.service.js';
export { absoluteImages, mediaUrl } from './media.storage.js';
