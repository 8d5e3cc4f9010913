import { MESSAGES } from '../../server/common/validation/rules.js';
import { TestShop } from '../support/shop.js';

/**
 * One answer with every error (issue 21): a value of the wrong type on one field no longer hides the
 * other mistakes (an empty required name, a bad e-mail, a short password), on REST and on GraphQL.
 */
describe('every error in one answer', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  const expected = {
    enabled: MESSAGES.noSpecific,
    name: MESSAGES.required,
    email: MESSAGES.email,
    password: MESSAGES.passwordLength,
    role_id: MESSAGES.noSpecific,
  };

  it('REST: type, required and format errors together as the field map', async () => {
    const answer = await shop.rest(
      'POST',
      '/api/admin/account',
      { enabled: 'maybe', name: '', email: 'not-an-email', password: 'short', password_confirmation: 'short', role_id: 'x' },
      token,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Please make sure all fields are filled in correctly');
    expect(answer.body.errors).toEqual(Object.fromEntries(Object.entries(expected).map(([field, text]) => [field, [text]])));
  });

  it('REST: a partial update reports only what it carries, type errors included', async () => {
    const answer = await shop.rest('PUT', '/api/admin/account/1', { enabled: 'maybe', email: 'bad' }, token);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ enabled: [MESSAGES.noSpecific], email: [MESSAGES.email] });
  });

  it('GraphQL: the same map in extensions.errors instead of a coercion error of the first field', async () => {
    const answer = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { enabled: 'maybe', name: '', email: 'not-an-email', password: 'short', passwordConfirmation: 'short', roleId: 'x' } },
      token,
    );
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const camel = { ...expected, roleId: expected.role_id } as Record<string, string>;
    delete camel.role_id;
    expect(answer.errors![0].extensions?.errors).toEqual(camel);
    // Each text with its catalogue id (core/message-ids.ts), for clients that translate by id.
    expect(answer.errors![0].extensions?.messageIds).toEqual({
      enabled: 'checkInput',
      name: 'required',
      email: 'checkInput',
      password: 'passwordLength',
      roleId: 'checkInput',
    });
  });

  it('GraphQL: a missing required field and an enum error are reported with the rules', async () => {
    const answer = await shop.gql(
      'mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input) { id } }',
      { id: 1, input: { type: 'nonsense', title: null, unknownField: 1 } },
      token,
    );
    expect(answer.errors![0].extensions?.errors).toEqual({ type: MESSAGES.noSpecific, title: MESSAGES.required, unknownField: MESSAGES.noSpecific });
  });

  it('GraphQL: valid variables still run as before', async () => {
    const answer = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { enabled: true, name: '', email: 'x@example.com', password: 'long-enough-1', passwordConfirmation: 'long-enough-1' } },
      token,
    );
    expect(answer.errors![0].extensions?.errors).toEqual({ name: MESSAGES.required });
  });
});
