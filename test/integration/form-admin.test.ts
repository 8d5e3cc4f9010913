import { TestShop } from '../support/shop.js';
import { createForm, formBody } from './form-fixtures.js';
import { staffToken } from '../support/staff.js';

describe('form builder: back office', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    outsider = await staffToken(shop, token, ['brand']);
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
