// Public face: what other modules use.
export { Page } from './page.entity.js';
export { PageService, publishedWhere } from './page.service.js';
