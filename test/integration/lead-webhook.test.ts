import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/common/project-root.js';
import { webhookEventsMarkdown } from '../../server/modules/webhook/webhook-event-docs.js';
import { getSchema } from '../../server/schema.js';
import { TestShop, unique } from '../support/shop.js';
import { answers, createForm, submit } from './form-fixtures.js';
import { receiver, until, type Received } from './webhook-fixtures.js';

const LEAD_EVENTS = ['lead.created', 'lead.updated', 'lead.status_changed', 'lead.deleted'];
/** The contract's fields of a lead (api-contract.md "lead"), beyond id and updated_at. */
const CONTRACT = [
  'first_name',
  'last_name',
  'company',
  'job_title',
  'emails',
  'phones',
  'lead_source',
  'lead_source_description',
  'status_id',
  'admin_id',
  'funnel_id',
  'stage_id',
  'expected_value',
  'follow_up_at',
  'description',
  'tags',
  'customer_id',
  'version',
  'id',
  'updated_at',
];

/** Issue 23 with 17: partners hear of leads through signed webhooks, as the admin REST GET answers them. */
describe('lead webhook events', () => {
  let shop: TestShop;
  let token: string;
  const rest = (method: string, pathname: string, body?: unknown, as: string | undefined = token) => shop.rest(method, pathname, body, as);
  const gql = (query: string, variables: Record<string, unknown>, as: string | undefined = token) => shop.gql(query, variables, as);

  async function subscribe(url: string): Promise<number> {
    const answer = await gql('mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }', { input: { url, events: LEAD_EVENTS } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createWebhook.id;
  }

  const pick = (record: Record<string, unknown>) => Object.fromEntries(CONTRACT.map((key) => [key, record[key]]));
  const ofLead = (received: Received[], id: number) => received.filter((r) => r.json.data.id === id);

  beforeAll(async () => {
    // The settings of webhook.test.ts: the job queue is shared, so either file's workers may run the other's
    // retries, and they must retry at the same pace.
    shop = await TestShop.start({ WEBHOOK_ALLOW_LOOPBACK: '1', WEBHOOK_RETRY_BASE_MS: '100', JOB_POLL_MS: '50', JOB_WORKERS: '10' });
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  it('sends created, updated, status_changed and deleted with the record the admin REST GET answers', async () => {
    const hook = await receiver();
    const webhookId = await subscribe(hook.url);
    try {
      const funnel = await rest('POST', '/api/admin/funnel', {
        name: unique('Hooked funnel '),
        stages: ['New', 'Won'].map((name, order) => ({ name, order, probability: order * 100, colour: '#1976d2', won: order === 1 })),
      });
      const [first, won] = funnel.body.stages as { id: number }[];
      const status = await rest('POST', '/api/admin/status', { title: unique('Hot ') });
      const created = await rest('POST', '/api/admin/lead', {
        first_name: 'Hook',
        last_name: 'Lead',
        emails: [`${unique('hooklead')}@example.com`],
        funnel_id: funnel.body.id,
        expected_value: '1200.5',
        follow_up_at: '2026-12-01T01:00:00.000Z',
        tags: ['wholesale'],
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const [createdEvent] = await until(
        () => ofLead(hook.received, id),
        (list) => list.length >= 1,
      );
      expect(createdEvent.json.event).toBe('lead.created');
      expect(createdEvent.headers['x-shop-event']).toBe('lead.created');
      expect(pick(createdEvent.json.data)).toEqual(pick((await rest('GET', `/api/admin/lead/${id}`)).body));
      expect(createdEvent.json.data).toMatchObject({ stage_id: first.id, funnel_id: funnel.body.id, expected_value: '1200.50' });

      expect((await rest('PUT', `/api/admin/lead/${id}`, { status_id: status.body.id })).status).toBe(200);
      const moved = await rest('PUT', `/api/admin/lead/${id}/stage`, { stage_id: won.id, version: 2 });
      expect(moved.status).toBe(200);
      expect((await rest('DELETE', `/api/admin/lead/${id}`)).status).toBe(200);

      const events = await until(
        () => ofLead(hook.received, id),
        (list) => list.length >= 5,
      );
      expect(events.map((r) => r.json.event).sort()).toEqual(['lead.created', 'lead.deleted', 'lead.status_changed', 'lead.updated', 'lead.updated']);
      const changed = events.find((r) => r.json.event === 'lead.status_changed')!;
      expect(changed.json.data).toMatchObject({ status_id: status.body.id, from_status_id: null, version: 2 });
      const updates = events.filter((r) => r.json.event === 'lead.updated').map((r) => r.json.data);
      expect(updates.map((data) => data.version).sort()).toEqual([2, 3]);
      expect(pick(updates.find((data) => data.version === 3)!)).toEqual(pick(moved.body));
      expect(events.find((r) => r.json.event === 'lead.deleted')!.json.data).toMatchObject({ id, stage_id: won.id, version: 3 });
      // Distinct deliveries, never a hidden field.
      expect(new Set(events.map((r) => r.headers['x-shop-delivery'])).size).toBe(5);
    } finally {
      await gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: webhookId });
      await hook.close();
    }
  });

  it('sends lead.created for the lead a storefront form submission makes', async () => {
    const hook = await receiver();
    const webhookId = await subscribe(hook.url);
    try {
      const form = await createForm(shop, token, { create_lead: true, lead_source: 'campaign' });
      const given = answers();
      expect((await submit(shop, form.url, given)).status).toBeLessThan(300);
      const [created] = await until(
        () => hook.received.filter((r) => (r.json.data.emails as string[]).includes(String(given.email))),
        (list) => list.length >= 1,
      );
      expect(created.json).toMatchObject({ event: 'lead.created', data: { emails: [given.email], version: 1, lead_source: 'campaign' } });
    } finally {
      await gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: webhookId });
      await hook.close();
    }
  });

  it('sends nothing for a refused change, and only staff who may read leads subscribe to their events', async () => {
    const hook = await receiver();
    const webhookId = await subscribe(hook.url);
    try {
      const email = `${unique('refused')}@example.com`;
      const refused = await rest('POST', '/api/admin/lead', { first_name: 'No', emails: [email], status_id: 999999 });
      expect(refused.status).toBe(422);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hook.received.filter((r) => (r.json.data.emails as string[] | undefined)?.includes(email))).toEqual([]);
    } finally {
      await gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: webhookId });
      await hook.close();
    }

    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('Hooks '), permissions: ['webhook'] },
    });
    const staffEmail = `${unique('hooks')}@example.com`;
    await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: {
        name: 'Hooks',
        email: staffEmail,
        password: 'a-good-password-1',
        passwordConfirmation: 'a-good-password-1',
        enabled: true,
        roleId: role.data!.createRole.id,
      },
    });
    const staff = await shop.adminToken(staffEmail, 'a-good-password-1');
    const answer = await gql(
      'mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }',
      { input: { url: 'https://93.184.216.34/hook', events: ['lead.created'] } },
      staff,
    );
    expect(answer.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|FORBIDDEN/);
  });

  it("lists every event with a payload example from the code in the README's Partners section", async () => {
    await getSchema();
    const markdown = webhookEventsMarkdown();
    for (const event of LEAD_EVENTS) expect(markdown).toContain(`\`${event}\`:`);
    expect(markdown).toContain('"from_status_id": 1');
    expect(fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8')).toContain(markdown);
  });
});
