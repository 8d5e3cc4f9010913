import type { ShopModule } from '../../common/shop-module.js';
import { BlogArticle, BlogCategory } from './blog.entity.js';
import { BlogArticleResolver, BlogCategoryResolver } from './blog.resolver.js';
import { blogRoutes } from './blog.routes.js';

export const blogModule: ShopModule = {
  name: 'blog',
  entities: [BlogArticle, BlogCategory],
  onStorefrontPages: [BlogArticle, BlogCategory],
  resolvers: [BlogArticleResolver, BlogCategoryResolver],
  routes: blogRoutes,
};

// Public face: what other modules use.
export { BlogArticle, BlogCategory } from './blog.entity.js';
export { BlogArticleService, BlogCategoryService, publishedArticles } from './blog.service.js';
