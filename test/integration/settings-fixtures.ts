import { hashPassword } from '../../server/common/password.js';
// Types only: rows are written by entity name (test/support/entities.ts).
import type { Permission } from '../../server/common/permissions.js';
import type { AdminAccount } from '../../server/modules/staff/admin-account.entity.js';
import type { Role } from '../../server/modules/staff/role.entity.js';
import type { Setting } from '../../server/modules/settings/setting.entity.js';
import { enumValue } from '../support/entities.js';
import { TestShop, unique, type GraphQLAnswer } from '../support/shop.js';

export const CHECK = 'Please check your input.';
export const REQUIRED = 'This field is required.';

export const GROUP_FIELDS = {
  basic: 'name mainLanguage supportedLanguages scriptHeader scriptFooter css headerScript footerScript mailFrom contactEmail',
  image: 'icon logo banner',
  currency: 'baseCurrency supportedCurrencies { identifier rate mark }',
  facebook: 'enabled fbClientId fbClientSecretSet',
  template: 'template variables { name value }',
  config: 'tokenExpiredTime catalogMode memberOnly guestCheckout',
  product: 'warehouseId warehouseEnabled',
  points: 'earnRate redeemRate maxRedeemPercent expiryMonths usableOn',
} as const;

export type Group = keyof typeof GROUP_FIELDS;

export const MUTATIONS: Record<Group, [string, string]> = {
  basic: ['updateBasicSettings', 'BasicSettingsInput'],
  image: ['updateImageSettings', 'ImageSettingsInput'],
  currency: ['updateCurrencySettings', 'CurrencySettingsInput'],
  facebook: ['updateFacebookSettings', 'FacebookSettingsInput'],
  template: ['updateTemplateSettings', 'TemplateSettingsInput'],
  config: ['updateConfigSettings', 'ConfigSettingsInput'],
  product: ['updateProductSettings', 'ProductSettingsInput'],
  points: ['updatePointsSettings', 'PointsSettingsInput'],
};

export const ALL_FIELDS = Object.entries(GROUP_FIELDS)
  .map(([group, fields]) => `${group} { ${fields} }`)
  .join(' ');

export const BASIC = { name: 'Harbour Lane', mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] };
export const CURRENCY = {
  baseCurrency: 'HKD',
  supportedCurrencies: [
    { identifier: 'HKD', rate: 1, mark: 'HK$' },
    { identifier: 'USD', rate: 0.128, mark: 'US$' },
  ],
};

/**
 * What the settings test files share: the worker's shop, the seeded admin's token, an admin whose role
 * lacks `setting` (`limitedToken`), the update call and its validation check. The settings rows as
 * they were are put back afterwards: the test files share one database. Its beforeAll/afterAll belong
 * to the file that calls it; the fields are set once beforeAll has run.
 */
export function settingsFixture() {
  const fixture = {
    shop: undefined as unknown as TestShop,
    token: '',
    limitedToken: '',
    update,
    expectInvalid,
  };
  let saved: { group: string; values: Record<string, unknown> }[] = [];

  function update(group: Group, input: Record<string, unknown>, as = fixture.token): Promise<GraphQLAnswer> {
    const [field, type] = MUTATIONS[group];
    return fixture.shop.gql(`mutation($input: ${type}!) { ${field}(input: $input) { ${GROUP_FIELDS[group]} } }`, { input }, as);
  }

  /** Expects a GraphQL validation failure with exactly these field messages. */
  async function expectInvalid(group: Group, input: Record<string, unknown>, fields: Record<string, string>) {
    const answer = await update(group, input);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].extensions?.errors).toEqual(fields);
  }

  beforeAll(async () => {
    const shop = (fixture.shop = await TestShop.start());
    const em = shop.em;
    saved = (await em.find<Setting>('Setting', {})).map((row) => ({ group: row.group, values: structuredClone(row.values) }));
    fixture.token = await shop.adminToken();

    // An admin whose role lacks `setting` (rows made directly, independent of the account screens).
    const role = em.create<Role>('Role', { name: unique('No settings '), permissions: [enumValue<Permission>('page'), enumValue<Permission>('role')] });
    const email = `${unique('limited')}@example.com`;
    em.create<AdminAccount>('AdminAccount', { name: 'Limited', email, passwordHash: await hashPassword('limited-password-1'), enabled: true, role });
    await em.flush();
    fixture.limitedToken = await shop.adminToken(email, 'limited-password-1');
  });

  afterAll(async () => {
    const em = fixture.shop.em;
    for (const { group, values } of saved) {
      const row = await em.findOneOrFail<Setting>('Setting', { group });
      row.values = values;
    }
    await em.flush();
    await fixture.shop.close();
  });
  return fixture;
}
