import type { Customer } from '../../server/modules/customer/customer.entity.js';
import type { Lead } from '../../server/modules/lead/lead.entity.js';
import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { answers, createForm, submit } from './form-fixtures.js';

describe('form builder: storefront', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  const storedOf = async (formId: number) => (await shop.rest('GET', `/api/admin/form/${formId}/histories?per_page=100`, undefined, token)).body;

  it('answers the visible definition in the language asked, falling back to the main language', async () => {
    const form = await createForm(shop, token);
    await shop.rest('PUT', `/api/admin/form/${form.id}?language=zh_hk`, { title: '查詢' }, token);
    const zh = await shop.rest('GET', `/api/form/${form.url}?language=zh_hk`);
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ title: '查詢', success_message: 'Thank you, we will reply soon', allow_guest: true, already_submitted: false });
    expect(zh.body.fields[5]).toMatchObject({
      key: 'colour',
      type: 'select',
      label: 'Colour',
      options: [
        { key: 'red', label: 'Red' },
        { key: 'blue', label: 'Blue' },
      ],
    });
    expect(zh.body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await shop.rest('GET', '/api/form/no-such-form')).status).toBe(404);
  });

  it('checks every answer on the server with the spec messages', async () => {
    const form = await createForm(shop, token);
    const answer = await submit(shop, form.url, {
      name: '  ',
      email: 'nope',
      quantity: 'many',
      needed_by: '2026-02-30',
      colour: 'green',
      extras: ['gift', 'bomb'],
      phone: 'call me',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['This field is required.'],
      email: ['Please check your input.'],
      quantity: ['Please check your input.'],
      needed_by: ['Please check your input.'],
      colour: ['Please check your input.'],
      extras: ['Please check your input.'],
      phone: ['Please check your input.'],
      agree: ['This field is required.'],
    });
    const nul = await submit(shop, form.url, answers({ message: 'a\u0000b' }));
    expect(nul.status).toBe(422);
    expect((await storedOf(form.id)).total).toBe(0);
    const ok = await submit(shop, form.url, answers({ quantity: '3', needed_by: '2026-12-24', phone: '+852 2345 6789' }));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Thank you, we will reply soon' });
    expect((await storedOf(form.id)).total).toBe(1);
  });

  it('requires login when guests are not allowed, and limits a customer to one submission under concurrency', async () => {
    const form = await createForm(shop, token, { allow_guest: false, limit_submit: true });
    const guest = await submit(shop, form.url, answers());
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Please login first' });
    const shopper = await registerShopper(shop);
    const render = await shop.rest('GET', `/api/form/${form.url}`, undefined, shopper.token);
    expect(render.body.already_submitted).toBe(false);
    // Five renders (five keys) sent at once: the unique key per form and customer keeps one.
    const keys = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await shop.rest('GET', `/api/form/${form.url}`, undefined, shopper.token)).body.idempotency_key),
    );
    const results = await Promise.all(keys.map((key) => shop.rest('POST', `/api/form/${form.url}`, { idempotency_key: key, ...answers() }, shopper.token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('You have already submitted this form.');
    expect((await storedOf(form.id)).total).toBe(1);
    expect((await shop.rest('GET', `/api/form/${form.url}`, undefined, shopper.token)).body.already_submitted).toBe(true);
    const histories = await shop.rest('GET', '/api/submit_histories', undefined, shopper.token);
    expect(histories.status).toBe(200);
    expect(histories.body).toEqual([{ form_url: form.url, created_at: expect.any(String) }]);
    expect((await shop.rest('GET', '/api/submit_histories')).status).toBe(401);
  });

  it('stores one submission for double clicks and retries of one render', async () => {
    const form = await createForm(shop, token);
    const key = (await shop.rest('GET', `/api/form/${form.url}`)).body.idempotency_key;
    const body = { idempotency_key: key, ...answers() };
    const results = await Promise.all([1, 2, 3, 4].map(() => shop.rest('POST', `/api/form/${form.url}`, body)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await shop.rest('POST', `/api/form/${form.url}`, body)).status).toBe(200);
    expect((await storedOf(form.id)).total).toBe(1);
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    const form = await createForm(shop, token);
    const answer = await submit(shop, form.url, { ...answers(), _hp: 'http://spam.example' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Thank you, we will reply soon' });
    expect((await storedOf(form.id)).total).toBe(0);
  });

  it('writes the notification mail and the lead in the submission, once', async () => {
    const status = await shop.rest('POST', '/api/admin/status', { title: unique('Form lead ') }, token);
    const staff = `${unique('staff')}@example.com`;
    const form = await createForm(shop, token, { notify_emails: [staff], create_lead: true, lead_status_id: status.body.id, lead_source: 'campaign' });
    const email = `${unique('lead')}@example.com`;
    const jobsFor = async () =>
      Number(
        (
          await shop.em.execute<{ count: string }[]>(
            `select count(*) as count from job where type = 'mail' and payload->>'template' = 'formSubmission' and payload->'to' @> ?::jsonb`,
            [JSON.stringify([staff])],
          )
        )[0].count,
      );
    // A refused submission leaves neither mail nor lead.
    expect((await submit(shop, form.url, answers({ email, agree: false }))).status).toBe(422);
    expect(await jobsFor()).toBe(0);
    const leadsOf = async () => {
      const rows = await shop.em.execute<{ id: number }[]>('select id from lead where emails @> ?::jsonb', [JSON.stringify([email])]);
      return shop.em.find<Lead>('Lead', { id: { $in: rows.map((row) => row.id) } });
    };
    expect(await leadsOf()).toHaveLength(0);

    const key = (await shop.rest('GET', `/api/form/${form.url}`)).body.idempotency_key;
    const body = { idempotency_key: key, ...answers({ email, name: 'Wong', phone: '98765432' }) };
    await Promise.all([shop.rest('POST', `/api/form/${form.url}`, body), shop.rest('POST', `/api/form/${form.url}`, body)]);
    expect(await jobsFor()).toBe(1);
    // The submission makes a lead (not a customer account), in the CRM's lead list.
    expect(await shop.em.count<Customer>('Customer', { email })).toBe(0);
    const leads = await leadsOf();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ firstName: 'Wong', phones: ['+85298765432'], leadSource: 'campaign' });
    const lead = await shop.rest('GET', `/api/admin/lead/${leads[0].id}`, undefined, token);
    expect(lead.body).toMatchObject({ status_id: status.body.id, lead_source: 'campaign' });

    // The same e-mail again (in other letter case) updates the lead: no second one.
    expect((await submit(shop, form.url, answers({ email: email.toUpperCase() }))).status).toBe(200);
    expect(await leadsOf()).toHaveLength(1);
    expect(await jobsFor()).toBe(2);
  });
});
