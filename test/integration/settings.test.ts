import type { Setting } from '../../server/modules/settings/setting.entity.js';
import { TestShop, unique } from '../support/shop.js';
import { settingsFixture, CHECK, REQUIRED, GROUP_FIELDS, ALL_FIELDS, BASIC, CURRENCY } from './settings-fixtures.js';

const settings = settingsFixture();
const { update, expectInvalid } = settings;
let shop: TestShop;
let token: string;
beforeAll(() => {
  ({ shop, token } = settings);
});

describe('settings (admin) reading', () => {
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

describe('settings (admin) updating each group', () => {
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
    const row = await shop.em.findOneOrFail<Setting>('Setting', { group: 'facebook' });
    expect(row.values.fbClientSecret).toBe(secret);

    const rest = await shop.rest('PUT', '/api/admin/setting/facebook', { enabled: false, fb_client_id: '1234567892', fb_client_secret: '' }, token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ enabled: false, fb_client_id: '1234567892', fb_client_secret_set: true });
    expect(JSON.stringify(rest.body)).not.toContain(secret);
  });

  it('facebook: enabling needs an app id and a secret', async () => {
    const em = shop.em;
    const row = await em.findOneOrFail<Setting>('Setting', { group: 'facebook' });
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
