// Public face: what other modules use.
export { Page } from './page.entity.js';
export { renderedRichText } from './page.resolver.js';
export { PageService, publishedWhere } from './page.service.js';
