import { dayStart, filterInput, listVariables } from '../../../web/src/admin/framework/list/filters';
import { formatListParams, parseListParams } from '../../../web/src/admin/framework/list/list-params';
import type { AnyResource } from '../../../web/src/admin/framework/resource';

const resource = {
  name: 'thing',
  filters: [
    { name: 'status', labelId: 'x', kind: 'multiselect' },
    { name: 'ownerId', labelId: 'x', kind: 'select', numeric: true },
    { name: 'from', labelId: 'x', kind: 'date' },
    { name: 'to', labelId: 'x', kind: 'date', endOfDay: true },
  ],
} as unknown as AnyResource;

describe('list filters', () => {
  it('keeps filter values in the URL under snake_case keys, leaving empty ones out', () => {
    const params = parseListParams(new URLSearchParams('owner_id=3&status=a,b&page=2'), ['status', 'owner_id', 'from', 'to']);
    expect(params.filters).toEqual({ status: 'a,b', owner_id: '3', from: '', to: '' });
    expect(formatListParams({ ...params, filters: { ...params.filters, owner_id: '', from: '2026-01-31' } })).toBe('page=2&status=a%2Cb&from=2026-01-31');
  });

  it("turns URL values into the filter input: lists, ids as numbers, days on the shop's clock, an exclusive end", () => {
    // Hong Kong is 8 hours ahead of UTC: its 31 January begins at 16:00 UTC on the 30th.
    expect(filterInput(resource, { status: 'a,b', owner_id: '3', from: '2026-01-31', to: '2026-01-31' }, 'Asia/Hong_Kong')).toEqual({
      status: ['a', 'b'],
      ownerId: 3,
      from: '2026-01-30T16:00:00.000Z',
      to: '2026-01-31T16:00:00.000Z',
    });
    // Values a hand-edited URL may hold that the server would refuse are left out.
    expect(filterInput(resource, { status: '', owner_id: 'abc', from: '31/01/2026', to: '' }, 'Asia/Hong_Kong')).toBeUndefined();
    expect(dayStart('2026-02-30', 'Asia/Hong_Kong')).toBeNull();
    expect(dayStart('2026-12-31', 'Asia/Hong_Kong', true)).toBe('2026-12-31T16:00:00.000Z');
    expect(dayStart('2026-12-31', 'America/New_York', true)).toBe('2027-01-01T05:00:00.000Z');
  });

  it('sends the filters as `filter`, or inside `options` when the declaration says so', () => {
    const options = { page: 1, perPage: 10 };
    expect(listVariables(resource, options, { owner_id: '3' }, 'Asia/Hong_Kong')).toEqual({ options, filter: { ownerId: 3 } });
    expect(listVariables(resource, options, {}, 'Asia/Hong_Kong')).toEqual({ options });
    expect(listVariables({ ...resource, filterVariable: 'options' }, options, { owner_id: '3' }, 'Asia/Hong_Kong')).toEqual({
      options: { page: 1, perPage: 10, ownerId: 3 },
    });
  });
});
