import { unique } from '../support/shop.js';
import { created, customerFixture, funnelFixture, leadFixture, type Fixture } from './partial-update-context.js';
import { RECORD_FIXTURES } from './partial-update-records.js';

/** The tier the membership fixture assigns. */
let assignedTierId = 0;

/** The PUT routes of customers, their addresses, the CRM (statuses, funnels, leads) and broadcasts. */
export const PEOPLE_FIXTURES = {
  '/api/admin/user/:id/membership': {
    create: async (call) => {
      assignedTierId = (await RECORD_FIXTURES['/api/admin/membership/:id'].create(call)) as number;
      return customerFixture(call, '/api/admin/user');
    },
    body: () => ({ tier_id: assignedTierId, remark: 'Partial' }),
    change: {},
    read: (call, id) => call('GET', `/api/admin/user/${id}`),
    derived: ['membership_tier_id', 'membership_tier', 'membership_expires_at'],
  },
  '/api/address/:id': {
    shopper: true,
    create: async (call) => {
      const list = await created(call, '/api/address', {
        first_name: 'Grace',
        last_name: 'Hopper',
        country: 'HKG',
        contact_number: '+852 2345 6789',
        address: '1 Queen’s Road Central',
        default_billing: true,
      });
      return list[list.length - 1].id;
    },
    change: { contact_number: '+852 9999 0000' },
  },
  '/api/admin/status/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/status', {
          title: unique('Partial status '),
          trigger: 'email_to_lead',
          trigger_subject: 'Kept subject',
          trigger_template: 'Kept template',
        })
      ).id,
    change: { title: unique('Renamed status ') },
  },
  '/api/admin/receiver_group/:name': {
    create: async (call) =>
      (await created(call, '/api/admin/receiver_group', { name: unique('Partial group '), filters: { subscribed: true, language: 'zh_hk' } })).name,
    // filters is one value, replaced whole (every key answered, unset ones null).
    change: {
      filters: {
        subscribed: false,
        tier_ids: null,
        status_ids: null,
        lead_sources: null,
        tags: null,
        stage_ids: null,
        ordered_within_days: null,
        language: null,
      },
    },
    derived: ['count'],
  },
  '/api/admin/message/:id': {
    create: async (call) => (await created(call, '/api/admin/message', { subject: 'Kept subject', body: '<p>Kept body</p>' })).id,
    change: { subject: 'Renamed subject' },
  },
  '/api/admin/broadcast/:id': {
    create: async (call) => {
      const message = await created(call, '/api/admin/message', { subject: 'Kept subject', body: '<p>Kept body</p>' });
      const group = await created(call, '/api/admin/receiver_group', { name: unique('Partial audience '), filters: { subscribed: true } });
      return (await created(call, '/api/admin/broadcast', { message_id: message.id, receiver_groups: [group.name], send_at: '2031-05-01T02:00:00.000Z' })).id;
    },
    change: { send_at: '2032-06-01T03:00:00.000Z' },
  },
  '/api/admin/customer/:id': { create: (call) => customerFixture(call, '/api/admin/customer'), change: { job_title: 'Director' } },
  '/api/admin/user/:id': { create: (call) => customerFixture(call, '/api/admin/user'), change: { department: 'Research' } },
  '/api/admin/funnel/:id': {
    create: async (call) => (await funnelFixture(call)).id,
    change: { name: unique('Renamed funnel ') },
  },
  '/api/admin/lead/:id': {
    create: (call) => leadFixture(call),
    change: { job_title: 'Director' },
    derived: ['version'],
  },
} satisfies Record<string, Fixture>;
