import { Customer } from '../../server/modules/customer/customer.entity.js';
import { Lead } from '../../server/modules/lead/lead.entity.js';
import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { answers, createForm, formBody, submit } from './form-fixtures.js';

const PASSWORD = 'a-good-password-1';

describe('form builder: back office', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('No forms '), permissions: ['brand'] } },
      token,
    );
    const email = `${unique('noforms')}@example.com`;
    const account = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'No forms', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(() => shop.close());

  it('creates, reads, lists, updates only what is sent, and deletes a form', async () => {
    const form = await createForm(shop, token, { notify_emails: ['Staff@Example.com'] });
    expect(form).toMatchObject({ enabled: true, allow_guest: true, notify_emails: ['staff@example.com'], version: 1 });
    const one = await shop.rest('GET', `/api/admin/form/${form.id}`, undefined, token);
    expect(one.status).toBe(200);
    expect(one.body.fields.map((f: { key: string }) => f.key)).toEqual([
      'name',
      'email',
      'phone',
      'quantity',
      'needed_by',
      'colour',
      'extras',
      'message',
      'agree',
    ]);
    expect(one.body.fields[5].options).toEqual([
      expect.objectContaining({ key: 'red', label: 'Red' }),
      expect.objectContaining({ key: 'blue', label: 'Blue' }),
    ]);

    const list = await shop.rest('GET', `/api/admin/form?keyword=${encodeURIComponent(form.url)}`, undefined, token);
    expect(list.body.data.map((f: { id: number }) => f.id)).toEqual([form.id]);

    const put = await shop.rest('PUT', `/api/admin/form/${form.id}`, { limit_submit: true }, token);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ limit_submit: true, allow_guest: true, title: form.title, url: form.url });
    expect(put.body.fields).toHaveLength(9);

    // zh_hk texts beside the English ones; the fields keep their English labels.
    const zh = await shop.rest(
      'PUT',
      `/api/admin/form/${form.id}?language=zh_hk`,
      { title: '產品查詢', fields: [{ key: 'name', label: '姓名', type: 'text', required: true }] },
      token,
    );
    expect(zh.status).toBe(200);
    const en = await shop.rest('GET', `/api/admin/form/${form.id}?language=en_us`, undefined, token);
    expect(en.body).toMatchObject({ title: form.title });
    expect(en.body.fields).toEqual([expect.objectContaining({ key: 'name', label: 'Name' })]);

    const del = await shop.rest('DELETE', `/api/admin/form/${form.id}`, undefined, token);
    expect(del.status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/form/${form.id}`, undefined, token)).status).toBe(404);
  });

  it('refuses a bad form with every message at once', async () => {
    const taken = await createForm(shop, token);
    const answer = await shop.rest(
      'POST',
      '/api/admin/form',
      formBody({
        title: '',
        url: taken.url,
        notify_emails: ['not-an-email'],
        fields: [
          { key: 'Name', label: 'A', type: 'text' },
          { key: '1st', label: 'B', type: 'text' },
          { key: 'same', label: 'C', type: 'text' },
          { key: 'same', label: 'D', type: 'text' },
          {
            key: 'pick',
            label: 'E',
            type: 'radio',
            options: [
              { key: 'a', label: 'One' },
              { key: 'a', label: 'One' },
            ],
          },
          { key: 'empty', label: 'F', type: 'select', options: [] },
          { key: '', label: '', type: 'text' },
        ],
      }),
      token,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Please make sure all fields are filled in correctly');
    expect(answer.body.errors).toMatchObject({
      title: ['This field is required.'],
      notify_emails: ['Please check your input.'],
      'fields.0.key': ['Input can only contain lowercase letters, numbers and _ character'],
      'fields.1.key': ['Input must start with a lowercase letter'],
      'fields.3.key': ['Field key can not be repeated'],
      'fields.4.options.1.key': ['Key can not be repeated'],
      'fields.4.options.1.label': ['This input can not be repeated'],
      'fields.5.options': ['This field is required.'],
      'fields.6.key': ['This field is required.'],
      'fields.6.label': ['This field is required.'],
    });
    const url = await shop.rest('POST', '/api/admin/form', formBody({ url: taken.url }), token);
    expect(url.status).toBe(422);
    expect(url.body.errors).toEqual({ url: ['The url has already been taken.'] });
  });

  it('refuses staff without form_builder and strangers', async () => {
    expect((await shop.rest('GET', '/api/admin/form', undefined, outsider)).status).toBe(403);
    expect((await shop.rest('POST', '/api/admin/form', formBody(), outsider)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/form/1/histories', undefined, outsider)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/form/1/histories/export', undefined, outsider)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/form', undefined)).status).toBe(401);
  });

  it('batch enables and deletes, all or nothing', async () => {
    const a = await createForm(shop, token);
    const b = await createForm(shop, token);
    const off = await shop.rest('PUT', '/api/admin/form/batch', { ids: [a.id, b.id], data: { enabled: false } }, token);
    expect(off.body).toEqual({ affected: 2 });
    expect((await shop.rest('GET', `/api/form/${a.url}`)).status).toBe(404);
    expect((await shop.rest('DELETE', '/api/admin/form/batch', { ids: [a.id, 999999] }, token)).status).toBe(404);
    expect((await shop.rest('DELETE', '/api/admin/form/batch', { ids: [a.id, b.id] }, token)).body).toEqual({ affected: 2 });
  });

  it('lists forms with the same number of statements for any page size', async () => {
    for (let i = 0; i < 12; i += 1) await createForm(shop, token);
    const small = await shop.statementsOf(() =>
      shop.gql('{ forms(options: {perPage: 10}) { items { id title fields { key label options { key label } } } } }', {}, token),
    );
    const large = await shop.statementsOf(() =>
      shop.gql('{ forms(options: {perPage: 100}) { items { id title fields { key label options { key label } } } } }', {}, token),
    );
    expect(large).toBe(small);
  });

  it('knows type form in the page guard', async () => {
    const form = await createForm(shop, token);
    expect((await shop.rest('POST', '/api/check', { key: form.url, type: 'form' })).body).toEqual({ exists: true });
    await shop.rest('PUT', `/api/admin/form/${form.id}`, { enabled: false }, token);
    expect((await shop.rest('POST', '/api/check', { key: form.url, type: 'form' })).body).toEqual({ exists: false });
  });
});

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
      return shop.em.find(Lead, { id: { $in: rows.map((row) => row.id) } });
    };
    expect(await leadsOf()).toHaveLength(0);

    const key = (await shop.rest('GET', `/api/form/${form.url}`)).body.idempotency_key;
    const body = { idempotency_key: key, ...answers({ email, name: 'Wong', phone: '98765432' }) };
    await Promise.all([shop.rest('POST', `/api/form/${form.url}`, body), shop.rest('POST', `/api/form/${form.url}`, body)]);
    expect(await jobsFor()).toBe(1);
    // The submission makes a lead (not a customer account), in the CRM's lead list.
    expect(await shop.em.count(Customer, { email })).toBe(0);
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

describe('form builder: submissions in the back office', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  it('shows each submission with the version it was made on', async () => {
    const form = await createForm(shop, token);
    expect((await submit(shop, form.url, answers({ colour: 'blue' }))).status).toBe(200);
    const edited = await shop.rest(
      'PUT',
      `/api/admin/form/${form.id}`,
      {
        fields: [
          { key: 'name', label: 'Full name', type: 'text', required: true },
          { key: 'email', label: 'Email', type: 'email', required: true },
          { key: 'colour', label: 'Shade', type: 'radio', options: [{ key: 'blue', label: 'Navy' }] },
          { key: 'agree', label: 'I agree', type: 'consent', required: true },
        ],
      },
      token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(2);
    expect((await submit(shop, form.url, answers({ colour: 'blue', extras: undefined }))).status).toBe(200);
    // A save that changes no field (another language's title, a flag) keeps the version, also once it has submissions.
    expect((await shop.rest('PUT', `/api/admin/form/${form.id}?language=zh_hk`, { title: '查詢', limit_submit: false }, token)).body.version).toBe(2);

    const list = await shop.rest('GET', `/api/admin/form/${form.id}/histories?sort=id`, undefined, token);
    expect(list.body.total).toBe(2);
    const [first, second] = list.body.data;
    expect(first.form_version).toBe(1);
    expect(second.form_version).toBe(2);
    const old = await shop.rest('GET', `/api/admin/form/histories/${first.id}`, undefined, token);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ form_id: form.id, customer_id: null, language: 'en_us', answers: expect.objectContaining({ colour: 'blue' }) });
    expect(old.body.entries).toEqual(
      expect.arrayContaining([
        { key: 'name', label: 'Name', type: 'text', value: 'Chan Tai Man' },
        { key: 'colour', label: 'Colour', type: 'select', value: 'Blue' },
        { key: 'extras', label: 'Extras', type: 'checkboxes', value: 'Gift wrap' },
      ]),
    );
    const now = await shop.rest('GET', `/api/admin/form/histories/${second.id}`, undefined, token);
    expect(now.body.entries).toEqual(expect.arrayContaining([{ key: 'colour', label: 'Shade', type: 'radio', value: 'Navy' }]));
  });

  it('filters by date, customer and keyword, deletes in batches and exports one column per field key', async () => {
    const form = await createForm(shop, token);
    const shopper = await registerShopper(shop);
    expect((await submit(shop, form.url, answers({ message: 'Looking for a blue teapot' }))).status).toBe(200);
    expect((await submit(shop, form.url, answers({ message: 'Green cups' }), shopper.token)).status).toBe(200);
    expect((await submit(shop, form.url, answers({ message: 'Saucers' }))).status).toBe(200);
    const base = `/api/admin/form/${form.id}/histories`;
    expect(
      (await shop.rest('GET', `${base}?keyword=TEAPOT`, undefined, token)).body.data.map((r: { answers: { message: string } }) => r.answers.message),
    ).toEqual(['Looking for a blue teapot']);
    const customer = await shop.em.findOneOrFail(Customer, { email: shopper.email });
    const mine = await shop.rest('GET', `${base}?customer_id=${customer.id}`, undefined, token);
    expect(mine.body.data.map((r: { answers: { message: string }; customer_id: number }) => [r.answers.message, r.customer_id])).toEqual([
      ['Green cups', customer.id],
    ]);
    const tomorrow = new Date(Date.now() + 86400000).toISOString();
    expect((await shop.rest('GET', `${base}?from=${tomorrow}`, undefined, token)).body.total).toBe(0);
    expect((await shop.rest('GET', `${base}?to=${tomorrow}`, undefined, token)).body.total).toBe(3);

    const file = await fetch(`${shop.url}${base}/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('list.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const header = (workbook.worksheets[0].getRow(1).values as string[]).filter(Boolean);
    expect(header).toEqual([
      'id',
      'created_at',
      'customer_id',
      'customer_email',
      'language',
      'client_address',
      'form_version',
      'name',
      'email',
      'phone',
      'quantity',
      'needed_by',
      'colour',
      'extras',
      'message',
      'agree',
    ]);
    expect(workbook.worksheets[0].rowCount).toBe(4);

    const all = (await shop.rest('GET', base, undefined, token)).body.data.map((r: { id: number }) => r.id);
    const other = await createForm(shop, token);
    expect((await shop.rest('DELETE', `/api/admin/form/${other.id}/histories/batch`, { ids: all }, token)).status).toBe(404);
    expect((await shop.rest('DELETE', `${base}/batch`, { ids: all.slice(0, 2) }, token)).body).toEqual({ affected: 2 });
    expect((await shop.rest('GET', base, undefined, token)).body.total).toBe(1);
  });

  it('lists submissions with the same number of statements for any page size', async () => {
    const form = await createForm(shop, token);
    for (let i = 0; i < 12; i += 1) await submit(shop, form.url, answers());
    const query = (perPage: number) => () =>
      shop.gql(
        `{ formSubmissions(formId: ${form.id}, options: {perPage: ${perPage}}) { items { id formTitle customerName entries { key label value } } } }`,
        {},
        token,
      );
    expect(await shop.statementsOf(query(100))).toBe(await shop.statementsOf(query(10)));
  });
});
