import { TestShop, unique } from '../support/shop.js';

/** A form body of the REST contract (snake_case), with every field type; overrides win. */
export function formBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: unique('Enquiry '),
    description: 'Tell us what you need',
    success_message: 'Thank you, we will reply soon',
    url: unique('enquiry-'),
    enabled: true,
    allow_guest: true,
    limit_submit: false,
    notify_emails: [],
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'email', label: 'Email', type: 'email', required: true },
      { key: 'phone', label: 'Phone', type: 'phone' },
      { key: 'quantity', label: 'Quantity', type: 'number' },
      { key: 'needed_by', label: 'Needed by', type: 'date' },
      {
        key: 'colour',
        label: 'Colour',
        type: 'select',
        options: [
          { key: 'red', label: 'Red' },
          { key: 'blue', label: 'Blue' },
        ],
      },
      {
        key: 'extras',
        label: 'Extras',
        type: 'checkboxes',
        options: [
          { key: 'gift', label: 'Gift wrap' },
          { key: 'card', label: 'Card' },
        ],
      },
      { key: 'message', label: 'Message', type: 'textarea' },
      { key: 'agree', label: 'I agree', type: 'consent', required: true },
    ],
    ...overrides,
  };
}

/** Valid answers for formBody's fields. */
export function answers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Chan Tai Man', email: `${unique('lead')}@example.com`, colour: 'red', extras: ['gift'], agree: true, ...overrides };
}

export async function createForm(shop: TestShop, token: string, overrides: Record<string, unknown> = {}, language?: string) {
  const answer = await shop.rest('POST', `/api/admin/form${language ? `?language=${language}` : ''}`, formBody(overrides), token);
  if (answer.status !== 201) throw new Error(`create form failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { id: number; url: string; version: number; [key: string]: unknown };
}

/** A fresh render's idempotency key and a POST of the answers with it. */
export async function submit(shop: TestShop, url: string, body: Record<string, unknown>, token?: string, headers: Record<string, string> = {}) {
  const render = await shop.rest('GET', `/api/form/${encodeURIComponent(url)}`, undefined, token);
  return shop.rest('POST', `/api/form/${encodeURIComponent(url)}`, { idempotency_key: render.body.idempotency_key, ...body }, token, headers);
}
