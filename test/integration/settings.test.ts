import { hashPassword } from '../../server/common/password.js';
import { Permission } from '../../server/common/permissions.js';
import { AdminAccount } from '../../server/modules/admin-account/admin-account.entity.js';
import { Role } from '../../server/modules/role/role.entity.js';
import { Setting } from '../../server/modules/settings/setting.entity.js';
import { TestShop, unique } from '../support/shop.js';

const CHECK = 'Please check your input.';
const REQUIRED = 'This field is required.';

const GROUP_FIELDS = {
  basic: 'name mainLanguage supportedLanguages scriptHeader scriptFooter css headerScript footerScript mailFrom contactEmail',
  image: 'icon logo banner',
  currency: 'baseCurrency supportedCurrencies { identifier rate mark }',
  facebook: 'enabled fbClientId fbClientSecretSet',
  template: 'template variables { name value }',
  config: 'tokenExpiredTime catalogMode memberOnly guestCheckout',
  product: 'warehouseId warehouseEnabled',
  points: 'earnRate redeemRate maxRedeemPercent expiryMonths usableOn',
} as const;

type Group = keyof typeof GROUP_FIELDS;

const MUTATIONS: Record<Group, [string, string]> = {
  basic: ['updateBasicSettings', 'BasicSettingsInput'],
  image: ['updateImageSettings', 'ImageSettingsInput'],
  currency: ['updateCurrencySettings', 'CurrencySettingsInput'],
  facebook: ['updateFacebookSettings', 'FacebookSettingsInput'],
  template: ['updateTemplateSettings', 'TemplateSettingsInput'],
  config: ['updateConfigSettings', 'ConfigSettingsInput'],
  product: ['updateProductSettings', 'ProductSettingsInput'],
  points: ['updatePointsSettings', 'PointsSettingsInput'],
};

const ALL_FIELDS = Object.entries(GROUP_FIELDS)
  .map(([group, fields]) => `${group} { ${fields} }`)
  .join(' ');

const BASIC = { name: 'Harbour Lane', mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] };
const CURRENCY = {
  baseCurrency: 'HKD',
  supportedCurrencies: [
    { identifier: 'HKD', rate: 1, mark: 'HK$' },
    { identifier: 'USD', rate: 0.128, mark: 'US$' },
  ],
};

describe('settings (admin)', () => {
  let shop: TestShop;
  let token: string;
  let limitedToken: string;
  /** The settings rows as they were, put back afterwards: the test files share one database. */
  let saved: { group: string; values: Record<string, unknown> }[];

  const update = (group: Group, input: Record<string, unknown>, as = token) => {
    const [field, type] = MUTATIONS[group];
    return shop.gql(`mutation($input: ${type}!) { ${field}(input: $input) { ${GROUP_FIELDS[group]} } }`, { input }, as);
  };

  /** Expects a GraphQL validation failure with exactly these field messages. */
  async function expectInvalid(group: Group, input: Record<string, unknown>, fields: Record<string, string>) {
    const answer = await update(group, input);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].extensions?.errors).toEqual(fields);
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    const em = shop.em;
    saved = (await em.find(Setting, {})).map((row) => ({ group: row.group, values: structuredClone(row.values) }));
    token = await shop.adminToken();

    // An admin whose role lacks `setting` (rows made directly, independent of the account screens).
    const role = em.create(Role, { name: unique('No settings '), permissions: [Permission.page, Permission.role] });
    const email = `${unique('limited')}@example.com`;
    em.create(AdminAccount, { name: 'Limited', email, passwordHash: await hashPassword('limited-password-1'), enabled: true, role });
    await em.flush();
    limitedToken = await shop.adminToken(email, 'limited-password-1');
  });

  afterAll(async () => {
    const em = shop.em;
    for (const { group, values } of saved) {
      const row = await em.findOneOrFail(Setting, { group });
      row.values = values;
    }
    await em.flush();
    await shop.close();
  });

  describe('reading', () => {
    it('answers every group with its values, the secret only as a flag', async () => {
      const answer = await shop.gql(`{ settings { ${ALL_FIELDS} } }`, {}, token);
      expect(answer.errors).toBeUndefined();
      const settings = answer.data!.settings;
      expect(Object.keys(settings).sort()).toEqual(['basic', 'config', 'currency', 'facebook', 'image', 'points', 'product', 'template']);
      expect(settings.basic.supportedLanguages).toContain(settings.basic.mainLanguage);
      expect(settings.currency.supportedCurrencies.map((c: { identifier: string }) => c.identifier)).toContain(settings.currency.baseCurrency);
      expect(typeof settings.facebook.fbClientSecretSet).toBe('boolean');
      expect(Number.isInteger(settings.config.tokenExpiredTime)).toBe(true);
      const fields = await shop.gql('{ __type(name: "FacebookSettings") { fields { name } } }');
      expect(fields.data!.__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(['enabled', 'fbClientId', 'fbClientSecretSet']);
    });

    it('answers all groups and each group over REST in snake_case', async () => {
      const all = await shop.rest('GET', '/api/admin/setting', undefined, token);
      expect(all.status).toBe(200);
      // Spec 3's formats over REST: supported_languages a comma list, the shop's flags '0'/'1'.
      expect(all.body.basic).toEqual(
        expect.objectContaining({ main_language: expect.any(String), supported_languages: expect.stringMatching(/^[a-z_]+(,[a-z_]+)*$/) }),
      );
      expect(all.body.facebook).toEqual(expect.objectContaining({ fb_client_secret_set: expect.any(Boolean) }));
      expect(all.body.config).toEqual(expect.objectContaining({ token_expired_time: expect.any(Number), catalog_mode: expect.stringMatching(/^[01]$/) }));
      for (const group of Object.keys(GROUP_FIELDS)) {
        const one = await shop.rest('GET', `/api/admin/setting/${group}`, undefined, token);
        expect(one.status).toBe(200);
        expect(one.body).toEqual(all.body[group]);
      }
      const unknown = await shop.rest('GET', '/api/admin/setting/nope', undefined, token);
      expect(unknown.status).toBe(404);
    });
  });

  describe('updating each group', () => {
    it('basic: stores every value (scripts and css as given) and answers the group', async () => {
      const input = {
        ...BASIC,
        name: unique('Shop '),
        supportedLanguages: ['en_us', 'zh_hk', 'zh_cn'],
        scriptHeader: '<script>window.head = 1</script>',
        scriptFooter: '<script>window.foot = 1</script>',
        css: 'body { color: #222; }',
        headerScript: '<meta name="x" content="1">',
        footerScript: '<script src="https://example.com/a.js"></script>',
        mailFrom: 'shop@example.com',
        contactEmail: 'contact@example.com',
      };
      const answer = await update('basic', input);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateBasicSettings).toEqual(input);
      const read = await shop.gql(`{ settings { basic { ${GROUP_FIELDS.basic} } } }`, {}, token);
      expect(read.data!.settings.basic).toEqual(input);

      // Absent optional values keep what is stored; null clears.
      const partial = await update('basic', { ...BASIC, css: null });
      expect(partial.data!.updateBasicSettings).toMatchObject({ ...BASIC, scriptHeader: input.scriptHeader, css: '', mailFrom: 'shop@example.com' });
    });

    it('image: stores paths and URLs, empty for the default', async () => {
      const input = { icon: '/uploads/icon.png', logo: 'https://cdn.example.com/logo.svg', banner: '' };
      const answer = await update('image', input);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateImageSettings).toEqual(input);
    });

    it('currency: replaces the supported currencies', async () => {
      const input = {
        baseCurrency: 'USD',
        supportedCurrencies: [
          { identifier: 'USD', rate: 1, mark: '$' },
          { identifier: 'EUR', rate: 0.92, mark: '€' },
        ],
      };
      const answer = await update('currency', input);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateCurrencySettings).toEqual(input);
      const again = await update('currency', { ...CURRENCY, supportedCurrencies: [{ identifier: 'HKD', rate: 1 }] });
      expect(again.data!.updateCurrencySettings).toEqual({ baseCurrency: 'HKD', supportedCurrencies: [{ identifier: 'HKD', rate: 1, mark: '' }] });
    });

    it('facebook: the secret is write-only, and an empty or absent secret keeps the stored one', async () => {
      const secret = unique('fb-secret-');
      const answer = await update('facebook', { enabled: true, fbClientId: '1234567890', fbClientSecret: secret });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateFacebookSettings).toEqual({ enabled: true, fbClientId: '1234567890', fbClientSecretSet: true });

      for (const kept of [{ fbClientSecret: '' }, { fbClientSecret: null }, {}]) {
        const again = await update('facebook', { enabled: true, fbClientId: '1234567891', ...kept });
        expect(again.errors).toBeUndefined();
        expect(again.data!.updateFacebookSettings.fbClientSecretSet).toBe(true);
      }
      const row = await shop.em.findOneOrFail(Setting, { group: 'facebook' });
      expect(row.values.fbClientSecret).toBe(secret);

      const rest = await shop.rest('PUT', '/api/admin/setting/facebook', { enabled: false, fb_client_id: '1234567892', fb_client_secret: '' }, token);
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ enabled: false, fb_client_id: '1234567892', fb_client_secret_set: true });
      expect(JSON.stringify(rest.body)).not.toContain(secret);
    });

    it('facebook: enabling needs an app id and a secret', async () => {
      const em = shop.em;
      const row = await em.findOneOrFail(Setting, { group: 'facebook' });
      row.values = { enabled: false, fbClientId: '', fbClientSecret: '' };
      await em.flush();
      await expectInvalid('facebook', { enabled: true }, { fbClientId: REQUIRED, fbClientSecret: REQUIRED });
      await expectInvalid('facebook', { enabled: true, fbClientId: 'bad id!' }, { fbClientId: CHECK });
    });

    it('template: stores the template and its variables', async () => {
      const input = {
        template: 'custom',
        variables: [
          { name: 'primary_color', value: '#0d47a1' },
          { name: 'font_family', value: "'Noto Sans', sans-serif" },
        ],
      };
      const answer = await update('template', input);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateTemplateSettings).toEqual(input);
    });

    it('config: stores the token lifetime and the switches ("0"/"1" accepted over REST)', async () => {
      const answer = await update('config', { tokenExpiredTime: 90, catalogMode: true, memberOnly: true, guestCheckout: false });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateConfigSettings).toEqual({ tokenExpiredTime: 90, catalogMode: true, memberOnly: true, guestCheckout: false });
      const rest = await shop.rest(
        'PUT',
        '/api/admin/setting/config',
        { token_expired_time: '120', catalog_mode: '0', member_only: '0', guest_checkout: '1' },
        token,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ token_expired_time: 120, catalog_mode: '0', member_only: '0', guest_checkout: '1', mails_per_minute: expect.any(Number) });
      const booleans = await shop.rest(
        'PUT',
        '/api/admin/setting/config',
        { token_expired_time: 120, catalog_mode: true, member_only: false, guest_checkout: false },
        token,
      );
      expect(booleans.body).toEqual({
        token_expired_time: 120,
        catalog_mode: '1',
        member_only: '0',
        guest_checkout: '0',
        mails_per_minute: expect.any(Number),
      });
      await shop.rest('PUT', '/api/admin/setting/config', { token_expired_time: 120, catalog_mode: '0', guest_checkout: '1' }, token);
    });

    it('basic over REST: supported_languages as a comma list or an array, answered as a comma list', async () => {
      const before = (await shop.rest('GET', '/api/admin/setting/basic', undefined, token)).body;
      const comma = await shop.rest('PUT', '/api/admin/setting/basic', { ...before, supported_languages: 'en_us, zh_hk,zh_cn' }, token);
      expect(comma.status).toBe(200);
      expect(comma.body.supported_languages).toBe('en_us,zh_hk,zh_cn');
      const gql = await shop.gql('{ settings { basic { supportedLanguages } } }', {}, token);
      expect(gql.data!.settings.basic.supportedLanguages).toEqual(['en_us', 'zh_hk', 'zh_cn']);
      const array = await shop.rest('PUT', '/api/admin/setting/basic', { ...before, supported_languages: ['en_us', 'zh_hk'] }, token);
      expect(array.body.supported_languages).toBe('en_us,zh_hk');
      expect((await shop.rest('PUT', '/api/admin/setting/basic', before, token)).status).toBe(200);
    });

    it('product: stores the warehouse (or none)', async () => {
      const answer = await update('product', { warehouseId: 3, warehouseEnabled: true });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateProductSettings).toEqual({ warehouseId: 3, warehouseEnabled: true });
      const cleared = await shop.rest('PUT', '/api/admin/setting/product', { warehouse_id: null, warehouse_enabled: false }, token);
      expect(cleared.status).toBe(200);
      expect(cleared.body).toEqual({ warehouse_id: null, warehouse_enabled: false, low_stock_threshold: 5 });
      const negative = await shop.rest('PUT', '/api/admin/setting/product', { low_stock_threshold: -1 }, token);
      expect(negative.status).toBe(422);
      expect(Object.keys(negative.body.errors)).toEqual(['low_stock_threshold']);
    });

    it('changes the expired_at of the next login with token_expired_time', async () => {
      const set = await shop.rest('PUT', '/api/admin/setting/config', { token_expired_time: 30 }, token);
      expect(set.status).toBe(200);
      const before = Date.now();
      const login = await shop.rest('POST', '/api/admin/login', { email: 'admin@example.com', password: 'admin-secret-123' });
      expect(login.status).toBe(200);
      const lifetime = new Date(login.body.expired_at).getTime() - before;
      expect(lifetime).toBeGreaterThan(29 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 2_000);
      await shop.rest('PUT', '/api/admin/setting/config', { token_expired_time: 120 }, token);
    });
  });

  describe('validation', () => {
    it('basic: required values, language codes, main language among supported ones, no repeats', async () => {
      await expectInvalid(
        'basic',
        { name: '  ', mainLanguage: '', supportedLanguages: [] },
        { name: REQUIRED, mainLanguage: REQUIRED, supportedLanguages: REQUIRED },
      );
      await expectInvalid('basic', { ...BASIC, mainLanguage: 'fr_fr' }, { mainLanguage: CHECK });
      await expectInvalid('basic', { ...BASIC, supportedLanguages: ['en_us', 'zh-HK'] }, { supportedLanguages: CHECK });
      await expectInvalid('basic', { ...BASIC, supportedLanguages: ['en_us', 'en_us'] }, { supportedLanguages: 'This input can not be repeated' });
      await expectInvalid('basic', { ...BASIC, mainLanguage: 'EN_US' }, { mainLanguage: CHECK });
      await expectInvalid('basic', { ...BASIC, contactEmail: 'not-an-email' }, { contactEmail: CHECK });
    });

    it('currency: identifiers, positive rates, no repeated identifiers, base among supported ones', async () => {
      await expectInvalid('currency', { baseCurrency: '', supportedCurrencies: [] }, { baseCurrency: REQUIRED, supportedCurrencies: REQUIRED });
      await expectInvalid(
        'currency',
        {
          baseCurrency: 'HKD',
          supportedCurrencies: [
            { identifier: 'HKD', rate: 1 },
            { identifier: 'usd', rate: 0 },
          ],
        },
        { 'supportedCurrencies.1.identifier': CHECK, 'supportedCurrencies.1.rate': CHECK },
      );
      await expectInvalid(
        'currency',
        { baseCurrency: 'HKD', supportedCurrencies: [{ identifier: 'HKD', rate: -2 }, { rate: 1 }] },
        {
          'supportedCurrencies.0.rate': CHECK,
          'supportedCurrencies.1.identifier': REQUIRED,
        },
      );
      await expectInvalid(
        'currency',
        {
          baseCurrency: 'HKD',
          supportedCurrencies: [
            { identifier: 'HKD', rate: 1 },
            { identifier: 'HKD', rate: 2 },
          ],
        },
        {
          supportedCurrencies: 'This input can not be repeated',
        },
      );
      await expectInvalid('currency', { ...CURRENCY, baseCurrency: 'EUR' }, { baseCurrency: CHECK });
    });

    it('template: key_format names, no repeated names, plain style values', async () => {
      await expectInvalid('template', { template: '' }, { template: REQUIRED });
      await expectInvalid(
        'template',
        { template: 'custom', variables: [{ name: '1color', value: 'red' }] },
        { 'variables.0.name': 'Input must start with a lowercase letter' },
      );
      await expectInvalid(
        'template',
        { template: 'custom', variables: [{ name: 'Color', value: 'red' }] },
        {
          'variables.0.name': 'Input can only contain lowercase letters, numbers and _ character',
        },
      );
      await expectInvalid(
        'template',
        {
          template: 'custom',
          variables: [
            { name: 'color', value: 'red' },
            { name: 'color', value: 'blue' },
          ],
        },
        { variables: 'Key can not be repeated' },
      );
      await expectInvalid(
        'template',
        {
          template: 'custom',
          variables: [
            { name: 'color', value: 'red} body{display:none' },
            { name: 'size', value: '' },
          ],
        },
        {
          'variables.0.value': CHECK,
          'variables.1.value': REQUIRED,
        },
      );
    });

    it('config: token_expired_time a whole number of minutes from 5 to 43200', async () => {
      await expectInvalid('config', { tokenExpiredTime: null }, { tokenExpiredTime: REQUIRED });
      await expectInvalid('config', { tokenExpiredTime: 4 }, { tokenExpiredTime: CHECK });
      await expectInvalid('config', { tokenExpiredTime: 43201 }, { tokenExpiredTime: CHECK });
      expect((await update('config', { tokenExpiredTime: 5 })).errors).toBeUndefined();
      expect((await update('config', { tokenExpiredTime: 43200 })).errors).toBeUndefined();
      const fraction = await shop.rest('PUT', '/api/admin/setting/config', { token_expired_time: 10.5 }, token);
      expect(fraction.status).toBe(422);
      expect(fraction.body.errors).toEqual({ token_expired_time: [CHECK] });
      await update('config', { tokenExpiredTime: 120 });
    });

    it('image: only site paths or http(s) URLs', async () => {
      await expectInvalid(
        'image',
        { icon: 'javascript:alert(1)', logo: '/images/../../etc/passwd', banner: '//evil.example.com/x.png' },
        { icon: CHECK, logo: CHECK, banner: CHECK },
      );
      await expectInvalid('image', { icon: 'data:image/png;base64,AAAA' }, { icon: CHECK });
      await expectInvalid('image', { logo: '/images/a b.png' }, { logo: CHECK });
    });

    it('product: warehouse_id a positive integer or null', async () => {
      await expectInvalid('product', { warehouseId: 0 }, { warehouseId: CHECK });
      await expectInvalid('product', { warehouseId: -4 }, { warehouseId: CHECK });
    });

    it('a partial update: absent required values keep, null or empty ones fail, cross rules judge the stored side', async () => {
      expect((await update('basic', BASIC)).errors).toBeUndefined();
      expect((await update('currency', CURRENCY)).errors).toBeUndefined();
      expect((await update('config', { tokenExpiredTime: 90 })).errors).toBeUndefined();

      const renamed = await update('basic', { name: 'Only the name' });
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data!.updateBasicSettings).toMatchObject({ ...BASIC, name: 'Only the name' });
      const flag = await shop.rest('PUT', '/api/admin/setting/config', { catalog_mode: '1' }, token);
      expect(flag.body).toMatchObject({ token_expired_time: 90, catalog_mode: '1' });
      await shop.rest('PUT', '/api/admin/setting/config', { catalog_mode: '0', token_expired_time: 120 }, token);

      await expectInvalid('basic', { name: null, mainLanguage: '' }, { name: REQUIRED, mainLanguage: REQUIRED });
      await expectInvalid('currency', { baseCurrency: null, supportedCurrencies: null }, { baseCurrency: REQUIRED, supportedCurrencies: REQUIRED });
      await expectInvalid('template', { template: null }, { template: REQUIRED });
      // The main language against the stored supported ones, and the other way round.
      await expectInvalid('basic', { mainLanguage: 'zh_cn' }, { mainLanguage: CHECK });
      await expectInvalid('basic', { supportedLanguages: ['zh_hk'] }, { supportedLanguages: CHECK });
      await expectInvalid('currency', { baseCurrency: 'EUR' }, { baseCurrency: CHECK });
      await expectInvalid('currency', { supportedCurrencies: [{ identifier: 'USD', rate: 1 }] }, { supportedCurrencies: CHECK });
      const both = await shop.rest('PUT', '/api/admin/setting/basic', { main_language: 'zh_hk' }, token);
      expect(both.status).toBe(200);
      expect(both.body).toMatchObject({ name: 'Only the name', main_language: 'zh_hk', supported_languages: 'en_us,zh_hk' });
      expect((await update('basic', BASIC)).errors).toBeUndefined();
    });

    it('answers 422 over REST with snake_case paths, and a failed update changes nothing', async () => {
      const before = await shop.rest('GET', '/api/admin/setting/currency', undefined, token);
      const answer = await shop.rest(
        'PUT',
        '/api/admin/setting/currency',
        {
          base_currency: 'HKD',
          supported_currencies: [
            { identifier: 'HKD', rate: 1, mark: 'HK$' },
            { identifier: 'us', rate: 1 },
          ],
        },
        token,
      );
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { 'supported_currencies.1.identifier': [CHECK] } });
      const repeated = await shop.rest(
        'PUT',
        '/api/admin/setting/currency',
        {
          base_currency: 'HKD',
          supported_currencies: [
            { identifier: 'HKD', rate: 1 },
            { identifier: 'HKD', rate: 1 },
          ],
        },
        token,
      );
      expect(repeated.body.errors).toEqual({ supported_currencies: ['This input can not be repeated'] });
      const basic = await shop.rest('PUT', '/api/admin/setting/basic', { name: 'x', main_language: 'de_de', supported_languages: ['en_us'] }, token);
      expect(basic.status).toBe(422);
      expect(basic.body.errors).toEqual({ main_language: [CHECK] });
      const template = await shop.rest(
        'PUT',
        '/api/admin/setting/template',
        {
          template: 'custom',
          variables: [
            { name: 'a', value: '1' },
            { name: 'a', value: '2' },
          ],
        },
        token,
      );
      expect(template.body.errors).toEqual({ variables: ['Key can not be repeated'] });
      const after = await shop.rest('GET', '/api/admin/setting/currency', undefined, token);
      expect(after.body).toEqual(before.body);
    });
  });

  describe('access', () => {
    it('answers 401 without a token', async () => {
      const read = await shop.gql(`{ settings { basic { name } } }`);
      expect(read.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const write = await update('config', { tokenExpiredTime: 60 }, '');
      expect(write.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      for (const [method, path] of [
        ['GET', '/api/admin/setting'],
        ['GET', '/api/admin/setting/basic'],
        ['PUT', '/api/admin/setting/config'],
      ]) {
        const answer = await shop.rest(method, path, method === 'PUT' ? { token_expired_time: 'bad' } : undefined);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ error: 'Unauthenticated' });
      }
    });

    it('answers 403 to an admin whose role lacks the setting permission, for every group', async () => {
      const read = await shop.gql(`{ settings { basic { name } } }`, {}, limitedToken);
      expect(read.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await shop.rest('GET', '/api/admin/setting', undefined, limitedToken)).status).toBe(403);
      for (const group of Object.keys(GROUP_FIELDS) as Group[]) {
        const answer = await update(group, {}, limitedToken);
        expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        const rest = await shop.rest('PUT', `/api/admin/setting/${group}`, {}, limitedToken);
        expect(rest.status).toBe(403);
        expect((await shop.rest('GET', `/api/admin/setting/${group}`, undefined, limitedToken)).status).toBe(403);
      }
    });

    it('refuses a shopper token', async () => {
      const email = `${unique('shopper')}@example.com`;
      const registered = await shop.rest('POST', '/api/register', {
        first_name: 'S',
        last_name: 'P',
        email,
        password: 'shopper-pass-1',
        password_confirmation: 'shopper-pass-1',
      });
      expect(registered.status).toBe(201);
      const answer = await shop.rest('GET', '/api/admin/setting', undefined, registered.body.token);
      expect(answer.status).toBe(401);
    });
  });
});
