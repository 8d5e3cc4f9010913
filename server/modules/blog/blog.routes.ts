import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** The blog (issue 15): the storefront reads an article or a category by url, the back office has the usual CRUD of both. */
export const blogRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/article',
    field: 'storefrontArticle',
    args: (req) => ({ url: req.body.url, language: req.body.language ?? req.query.language }),
    summary: 'A published blog article by url ({language, url}); 404 otherwise',
  },
  {
    method: 'POST',
    path: '/api/category',
    field: 'storefrontBlogCategory',
    args: (req) => ({ url: req.body.url, page: req.body.page, perPage: req.body.per_page, language: req.body.language ?? req.query.language }),
    // A list of articles carries their summaries; each article's content comes with POST /api/article.
    fields: `{ category { id url title description }
      articles { items { id url title summary image author publishedAt } totalItems totalExact page perPage } }`,
    summary: 'A blog category by url with its published articles, newest first ({language, url, page, per_page}); 404 otherwise',
  },
  ...crudRoutes({
    path: 'blog/category',
    multipart: true,
    label: 'blog categories',
    one: 'blogCategory',
    many: 'blogCategories',
    create: 'createBlogCategory',
    update: 'updateBlogCategory',
    remove: 'deleteBlogCategory',
    removeMany: 'deleteBlogCategories',
    updateMany: 'updateBlogCategories',
  }),
  ...crudRoutes({
    path: 'blog/article',
    multipart: true,
    label: 'blog articles',
    one: 'blogArticle',
    many: 'blogArticles',
    create: 'createBlogArticle',
    update: 'updateBlogArticle',
    remove: 'deleteBlogArticle',
    removeMany: 'deleteBlogArticles',
    updateMany: 'updateBlogArticles',
  }),
];
