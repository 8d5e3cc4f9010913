// The blog's two resources, its articles and their categories (resources/index.ts finds them here).
export { blogArticleResource } from './article';
export { blogCategoryResource } from './category';
