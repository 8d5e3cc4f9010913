import { parseLeadInputs } from '../../../web/src/admin/resources/customer/lead-inputs';

describe('customer/create?lead_inputs= (prefill from a lead)', () => {
  it('takes the known fields, snake_case or camelCase', () => {
    expect(
      parseLeadInputs(
        JSON.stringify({
          first_name: 'Grace',
          lastName: 'Hopper',
          email: 'g@example.com',
          phone: 123,
          tags: ['a', ' b ', 3],
          status_id: '4',
          admin_id: 2,
          lead_source: 'email',
        }),
      ),
    ).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'g@example.com',
      phone: '123',
      tags: ['a', 'b', '3'],
      statusId: 4,
      adminId: 2,
      leadSource: 'email',
    });
    expect(parseLeadInputs(JSON.stringify({ emails: 'a@example.com,b@example.com' }))).toEqual({ emails: ['a@example.com', 'b@example.com'] });
  });

  it('ignores what it can not use, never throws', () => {
    for (const text of [null, '', 'not json', '[1,2]', '"text"', '42', 'null', '{"__proto__": {"x": 1}}']) expect(parseLeadInputs(text)).toEqual({});
    expect(
      parseLeadInputs(JSON.stringify({ first_name: { nested: true }, tags: 'x', status_id: -1, admin_id: 1.5, password: 'secret', unknown: 'x' })),
    ).toEqual({ tags: ['x'] });
  });
});
