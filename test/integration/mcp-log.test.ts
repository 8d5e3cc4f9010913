import { setLogDestination } from '../../server/observability/logger.js';
import { FILE_MODULES, TestShop, unique } from '../support/shop.js';
import { call, mcpClient } from './mcp-fixtures.js';

/** Issue 44, section 1: each tool call is logged on its request's line, with the request id and the principal, never its arguments. */
describe('MCP tool calls in the log', () => {
  let shop: TestShop;
  const lines: string[] = [];
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  beforeAll(async () => {
    setLogDestination({ write: (line) => void lines.push(line) }, 'info');
    // Its own modules: it reads the server's log lines through its logger module (setLogDestination).
    shop = await TestShop.start({ LOG_LEVEL: 'info' }, FILE_MODULES);
  });
  afterAll(async () => {
    await shop.close();
    setLogDestination(undefined);
  });

  it("logs each call on its request's line: request id, endpoint, principal, tool and outcome", async () => {
    const guest = await mcpClient(shop, 'shop', { 'x-request-id': 'mcp-trace-guest' });
    const keyword = unique('secretword');
    expect((await call(guest, 'search_products', { keyword })).ok).toBe(true);
    await guest.close();
    expect(records()).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        req_id: 'mcp-trace-guest',
        route: '/mcp/shop',
        mcp: { principal: 'anonymous', calls: [{ tool: 'search_products', ok: true, ms: expect.any(Number) }] },
      }),
    );
    expect(lines.join('')).not.toContain(keyword);

    const token = await shop.adminToken();
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('Log role '), permissions: ['order'] } },
      token,
    );
    const key = await shop.gql(
      'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id secret } }',
      { input: { name: unique('Log key '), roleId: role.data!.createRole.id } },
      token,
    );
    const { id, secret } = key.data!.createApiKey as { id: number; secret: string };
    const staff = await mcpClient(shop, 'admin', { authorization: `Bearer ${secret}`, 'x-request-id': 'mcp-trace-key' });
    const refused = await call(staff, 'cancel_order', { id: 1 });
    expect(refused.error!.code).toBe('CONFIRMATION_REQUIRED');
    await staff.close();
    expect(records()).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        req_id: 'mcp-trace-key',
        route: '/mcp/admin',
        mcp: {
          principal: expect.stringMatching(new RegExp(`^admin:\\d+:key:${id}$`)),
          calls: [{ tool: 'cancel_order', ok: false, code: 'CONFIRMATION_REQUIRED', ms: expect.any(Number) }],
        },
      }),
    );
  });
});
