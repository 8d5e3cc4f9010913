import type { Customer } from '../../server/modules/customer/customer.entity.js';
import { TestShop } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { answers, createForm, submit } from './form-fixtures.js';

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
    const customer = await shop.em.findOneOrFail<Customer>('Customer', { email: shopper.email });
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
