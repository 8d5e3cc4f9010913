import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/common/project-root.js';
import { routeTableMarkdown } from '../../server/rest/describe.js';
import { routes } from '../../server/rest/routes/index.js';
import { getSchema } from '../../server/schema.js';
import { TestShop } from '../support/shop.js';

/**
 * The route table a partner builds a client from (issue 21): every route with its request fields and
 * answer shape, generated from the gateway, served at GET /api/routes and kept in the README.
 */
describe('route table', () => {
  it('describes each route with its request fields and answer shape', async () => {
    const table = routeTableMarkdown(await getSchema(), routes);
    const rows = table.split('\n').slice(2);
    expect(rows).toHaveLength(routes.length);
    expect(table).toContain(
      '| GET | `/api/admin/role` | `roles` | page: Int, per_page: Int, sort: String, keyword: String | {data: [{id, created_at, updated_at, name, permissions, permission_list}], total, page, per_page} |',
    );
    const menuUpdate = rows.find((row) => row.startsWith('| PUT | `/api/admin/menu/:id`'))!;
    expect(menuUpdate).toContain('parent_id: Int');
    expect(menuUpdate).toContain('title*: String');
    expect(menuUpdate).toContain('type*: category\\|page\\|link\\|blog_article\\|blog_category\\|form');
    expect(menuUpdate).toContain('parent_recursive: [MenuCrumb]');
    expect(rows.find((row) => row.startsWith('| PUT | `/api/admin/menu/batch`'))).toContain('data*: {enabled, visibled}; ids*: [Int]');
    expect(rows.find((row) => row.startsWith('| GET | `/api/admin/setting/config`'))).toContain(
      '{token_expired_time, catalog_mode, member_only, guest_checkout, mails_per_minute}',
    );
  });

  it("is the README's table (regenerate it with npm run routes)", async () => {
    const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    expect(readme).toContain(routeTableMarkdown(await getSchema(), routes));
  });

  it('is served at GET /api/routes with request and answer', async () => {
    const shop = await TestShop.start();
    try {
      const answer = await shop.rest('GET', '/api/routes');
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(routes.length);
      expect(answer.body.every((r: Record<string, unknown>) => typeof r.request === 'string' && typeof r.answer === 'string' && r.answer !== '')).toBe(true);
      expect(answer.body.find((r: { path: string; method: string }) => r.method === 'POST' && r.path === '/api/login')).toMatchObject({
        request: 'email*: String, password*: String',
        answer: '{token, expired_at}',
      });
    } finally {
      await shop.close();
    }
  });
});
