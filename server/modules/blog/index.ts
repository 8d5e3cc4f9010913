// Public face: what other modules use.
export { BlogArticle, BlogCategory } from './blog.entity.js';
export { BlogArticleService, BlogCategoryService, publishedArticles } from './blog.service.js';
