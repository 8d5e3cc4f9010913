import { unique } from '../support/shop.js';
import { context, put, type Fixture } from './partial-update-context.js';
import { sellingWarehouse } from './order-fixtures.js';

/** A settings group: every value set away from its default first, then one field sent. */
function settingsFixture(
  group: string,
  values: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
  change: Record<string, unknown>,
): [string, Fixture] {
  const path = `/api/admin/setting/${group}`;
  return [path, { create: async (call) => void (await put(call, path, typeof values === 'function' ? await values() : values)), change }];
}

/** Every settings group and the shopper's profile: the PUT routes of one record that always exists. */
export const SETTINGS_FIXTURES = {
  ...Object.fromEntries([
    settingsFixture(
      'basic',
      {
        name: unique('Partial shop '),
        main_language: 'zh_hk',
        supported_languages: 'en_us,zh_hk,zh_cn',
        script_header: '<script>1</script>',
        css: 'body { margin: 0; }',
        mail_from: 'from@example.com',
        contact_email: 'contact@example.com',
      },
      { name: unique('Renamed shop ') },
    ),
    settingsFixture(
      'image',
      { icon: '/uploads/icon.png', logo: 'https://cdn.example.com/logo.svg', banner: '/images/banner.svg' },
      { logo: '/uploads/new-logo.png' },
    ),
    settingsFixture(
      'currency',
      {
        base_currency: 'USD',
        supported_currencies: [
          { identifier: 'HKD', rate: 1, mark: 'HK$' },
          { identifier: 'USD', rate: 0.13, mark: 'US$' },
        ],
      },
      { base_currency: 'HKD' },
    ),
    settingsFixture('facebook', { enabled: true, fb_client_id: '1234567890', fb_client_secret: 'partial-secret' }, { fb_client_id: '9876543210' }),
    settingsFixture(
      'template',
      { template: 'autumn', variables: [{ name: 'primary_color', value: '#123456' }] },
      { variables: [{ name: 'font_size', value: '15px' }] },
    ),
    settingsFixture(
      'config',
      { token_expired_time: 77, catalog_mode: '1', member_only: '1', guest_checkout: '0', mails_per_minute: 123 },
      { catalog_mode: '0' },
    ),
    settingsFixture('product', async () => ({ warehouse_id: await sellingWarehouse(context.shop), warehouse_enabled: true }), { warehouse_enabled: false }),
    settingsFixture('home', { sections: [{ type: 'hot', value: null, limit: 4 }] }, { sections: [{ type: 'articles', value: null, limit: 2 }] }),
    settingsFixture('points', { earn_rate: 2, redeem_rate: 20, max_redeem_percent: 30, expiry_months: 6, usable_on: 'paid' }, { expiry_months: 3 }),
  ]),
  '/api/profile': {
    shopper: true,
    create: async (call) => void (await put(call, '/api/profile', { first_name: 'Grace', last_name: 'Hopper', phone: '+852 9123 4567', gender: 'female' })),
    change: { last_name: 'Lovelace' },
    read: (call) => call('POST', '/api/info'),
  },
} satisfies Record<string, Fixture>;
