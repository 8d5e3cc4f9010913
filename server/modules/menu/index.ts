// Public face: what other modules use.
export { Menu, MenuType } from './menu.entity.js';
export { MenuService } from './menu.service.js';
