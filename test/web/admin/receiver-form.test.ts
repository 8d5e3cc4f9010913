import type { ReceiverGroupRecordFragment } from '../../../web/src/graphql/admin/graphql';
import { receiverResource } from '../../../web/src/admin/resources/broadcast/receiver';

/** Issue 17: the receiver group form carries membership tiers, funnel stages and chosen leads to the server and back. */
describe('receiver group form', () => {
  const record: ReceiverGroupRecordFragment = {
    id: 7,
    name: 'Gold and proposals',
    filters: {
      subscribed: true,
      tierIds: [2],
      statusIds: [],
      leadSources: ['partner'],
      tags: ['wholesale'],
      stageIds: [11, 12],
      orderedWithinDays: null,
      language: null,
    },
    customerIds: [],
    leadIds: [5, 9],
    count: 3,
    updatedAt: '2026-11-25T00:00:00.000Z',
  };
  const { toForm, toInput } = receiverResource.data;

  it('reads tiers, stages and leads into the form and sends them back unchanged', () => {
    const form = toForm(record);
    expect(form).toMatchObject({ tierIds: [2], stageIds: [11, 12], leadIds: [5, 9], subscribed: 'yes' });
    expect(toInput(form, 'edit')).toEqual({
      name: 'Gold and proposals',
      filters: {
        subscribed: true,
        tierIds: [2],
        statusIds: [],
        leadSources: ['partner'],
        tags: ['wholesale'],
        stageIds: [11, 12],
        orderedWithinDays: null,
        language: null,
      },
      customerIds: [],
      leadIds: [5, 9],
    });
  });

  it('starts empty on the create screen', () => {
    expect(toForm(null)).toMatchObject({ tierIds: [], stageIds: [], leadIds: [] });
  });
});
