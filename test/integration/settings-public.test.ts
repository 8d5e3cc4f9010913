import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/common/project-root.js';
import { DEFAULT_IMAGES } from '../../server/modules/settings/settings.definitions.js';
import { Setting } from '../../server/modules/settings/setting.entity.js';
import { TestShop, unique } from '../support/shop.js';

const PUBLIC_FIELDS = [
  'baseCurrency',
  'catalogMode',
  'css',
  'facebookEnabled',
  'fbClientId',
  'footerScript',
  'guestCheckout',
  'headerScript',
  'images',
  'language',
  'mainLanguage',
  'memberOnly',
  'name',
  'scriptFooter',
  'scriptHeader',
  'stripeJsUrl',
  'supportedCurrencies',
  'supportedLanguages',
  'template',
  'templateVariables',
  'timeZone',
  'tokenExpiredTime',
  'warehouseEnabled',
  'warehouseId',
];

const PUBLIC_QUERY = `query($language: String) { publicConfig(language: $language) {
  name mainLanguage supportedLanguages language baseCurrency supportedCurrencies { identifier rate mark }
  images { icon logo banner } scriptHeader scriptFooter css headerScript footerScript facebookEnabled fbClientId
  template templateVariables { name value } catalogMode memberOnly guestCheckout tokenExpiredTime warehouseId warehouseEnabled stripeJsUrl timeZone } }`;

const ADMIN_QUERY = `{ settings {
  basic { name mainLanguage supportedLanguages scriptHeader scriptFooter css headerScript footerScript mailFrom contactEmail }
  image { icon logo banner } currency { baseCurrency supportedCurrencies { identifier rate mark } }
  facebook { enabled fbClientId fbClientSecretSet } template { template variables { name value } }
  config { tokenExpiredTime catalogMode memberOnly guestCheckout } product { warehouseId warehouseEnabled } } }`;

describe('settings (public)', () => {
  let shop: TestShop;
  let token: string;
  let saved: { group: string; values: Record<string, unknown> }[];
  const secret = unique('top-secret-fb-');
  const mailFrom = `${unique('sender')}@example.com`;
  const contactEmail = `${unique('inbox')}@example.com`;
  const shopName = unique('Public Shop ');

  const publicConfig = async (language?: string) => {
    const answer = await shop.gql(PUBLIC_QUERY, { language });
    expect(answer.errors).toBeUndefined();
    return answer.data!.publicConfig;
  };

  beforeAll(async () => {
    shop = await TestShop.start();
    saved = (await shop.em.find(Setting, {})).map((row) => ({ group: row.group, values: structuredClone(row.values) }));
    token = await shop.adminToken();
    const updates = [
      shop.gql(
        'mutation($i: FacebookSettingsInput!) { updateFacebookSettings(input: $i) { fbClientSecretSet } }',
        { i: { enabled: true, fbClientId: '987654321', fbClientSecret: secret } },
        token,
      ),
      shop.gql(
        'mutation($i: BasicSettingsInput!) { updateBasicSettings(input: $i) { name } }',
        {
          i: {
            name: shopName,
            mainLanguage: 'en_us',
            supportedLanguages: ['en_us', 'zh_hk'],
            scriptHeader: '<script>window.h=1</script>',
            scriptFooter: '<script>window.f=1</script>',
            css: '.x { color: red; }',
            headerScript: '<meta name="a" content="b">',
            footerScript: '<noscript>f</noscript>',
            mailFrom,
            contactEmail,
          },
        },
        token,
      ),
      shop.gql('mutation($i: ImageSettingsInput!) { updateImageSettings(input: $i) { icon } }', { i: { icon: '', logo: '', banner: '' } }, token),
      shop.gql(
        'mutation($i: TemplateSettingsInput!) { updateTemplateSettings(input: $i) { template } }',
        { i: { template: 'custom', variables: [{ name: 'primary_color', value: '#123456' }] } },
        token,
      ),
    ];
    for (const answer of await Promise.all(updates)) expect(answer.errors).toBeUndefined();
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

  it('answers the public settings to anyone, with exactly the public fields', async () => {
    const config = await publicConfig();
    expect(config).toMatchObject({
      name: shopName,
      mainLanguage: 'en_us',
      supportedLanguages: ['en_us', 'zh_hk'],
      language: 'en_us',
      scriptHeader: '<script>window.h=1</script>',
      scriptFooter: '<script>window.f=1</script>',
      css: '.x { color: red; }',
      headerScript: '<meta name="a" content="b">',
      footerScript: '<noscript>f</noscript>',
      facebookEnabled: true,
      fbClientId: '987654321',
      template: 'custom',
      templateVariables: [{ name: 'primary_color', value: '#123456' }],
    });
    expect(config.supportedCurrencies.map((c: { identifier: string }) => c.identifier)).toContain(config.baseCurrency);
    expect(typeof config.tokenExpiredTime).toBe('number');
    // Where the /stripe card page loads Stripe.js from: the server's STRIPE_JS_URL.
    expect(config.stripeJsUrl).toBe(shop.config.stripeJsUrl);
    // The storefront shows order and article dates on the shop's clock (settings basic.timezone).
    const basic = await shop.em.fork().findOneOrFail(Setting, { group: 'basic' });
    expect(config.timeZone).toBe((basic.values as { timezone?: string }).timezone ?? 'Asia/Hong_Kong');
    const type = await shop.gql('{ __type(name: "PublicConfig") { fields { name } } }');
    expect(type.data!.__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(PUBLIC_FIELDS);
  });

  it('never answers a secret or a mail address: public GraphQL, REST, and the admin answers', async () => {
    const answers = [
      await shop.gql(PUBLIC_QUERY, {}),
      await shop.gql(PUBLIC_QUERY, { language: 'zh_hk' }, token),
      (await shop.rest('POST', '/api/configs', {})).body,
      (await shop.rest('POST', '/api/configs', { language: 'zh_hk', columns: ['fb_client_secret', 'fbClientSecret', 'mail_from', 'contact_email', 'name'] }))
        .body,
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(mailFrom);
      expect(text).not.toContain(contactEmail);
      expect(text).not.toMatch(/secret/i);
    }
    const admin = [
      await shop.gql(ADMIN_QUERY, {}, token),
      (await shop.rest('GET', '/api/admin/setting', undefined, token)).body,
      (await shop.rest('GET', '/api/admin/setting/facebook', undefined, token)).body,
    ];
    for (const answer of admin) expect(JSON.stringify(answer)).not.toContain(secret);
    expect(admin[1].facebook).toEqual({ enabled: true, fb_client_id: '987654321', fb_client_secret_set: true });
    // The admin does see the shop's own addresses.
    expect(admin[1].basic).toMatchObject({ mail_from: mailFrom, contact_email: contactEmail });
  });

  it('answers POST /api/configs in snake_case, all public values without columns', async () => {
    const answer = await shop.rest('POST', '/api/configs', { language: 'zh_hk' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(PUBLIC_FIELDS.map((f) => f.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()).sort());
    expect(answer.body).toMatchObject({
      name: shopName,
      main_language: 'en_us',
      language: 'zh_hk',
      fb_client_id: '987654321',
      facebook_enabled: true,
      script_header: '<script>window.h=1</script>',
      template_variables: [{ name: 'primary_color', value: '#123456' }],
      images: { icon: DEFAULT_IMAGES.icon, logo: DEFAULT_IMAGES.logo, banner: DEFAULT_IMAGES.banner },
    });
    expect(answer.body.supported_currencies[0]).toEqual({ identifier: expect.any(String), rate: expect.any(Number), mark: expect.any(String) });
  });

  it('answers only the requested columns, ignoring unknown ones', async () => {
    const answer = await shop.rest('POST', '/api/configs', { language: 'en_us', columns: ['name', 'base_currency', 'no_such_column', 'images'] });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['base_currency', 'images', 'name']);
    expect(answer.body.name).toBe(shopName);
    const only = await shop.rest('POST', '/api/configs', { columns: ['supported_languages'] });
    // Spec 3's formats over REST: a comma list, the flags '0'/'1' (GraphQL keeps a list and booleans).
    expect(only.body).toEqual({ supported_languages: 'en_us,zh_hk' });
    const commaList = await shop.rest('POST', '/api/configs', { columns: 'main_language,catalog_mode' });
    expect(Object.keys(commaList.body).sort()).toEqual(['catalog_mode', 'main_language']);
    const none = await shop.rest('POST', '/api/configs', { columns: ['nothing_known'] });
    expect(none.body).toEqual({});
    const empty = await shop.rest('POST', '/api/configs', { columns: [] });
    expect(Object.keys(empty.body)).toHaveLength(PUBLIC_FIELDS.length);
  });

  it('resolves the content language: the requested one if supported, else the main language', async () => {
    expect((await publicConfig('zh_hk')).language).toBe('zh_hk');
    expect((await publicConfig('zh-HK')).language).toBe('zh_hk');
    expect((await publicConfig('fr_fr')).language).toBe('en_us');
    expect((await publicConfig('')).language).toBe('en_us');
    expect((await publicConfig()).language).toBe('en_us');
    expect((await shop.rest('POST', '/api/configs', { language: 'zh_hk', columns: ['language'] })).body).toEqual({ language: 'zh_hk' });
    expect((await shop.rest('POST', '/api/configs?language=zh_hk', { columns: ['language'] })).body).toEqual({ language: 'zh_hk' });
    expect((await shop.rest('POST', '/api/configs', { language: 'xx_yy', columns: ['language'] })).body).toEqual({ language: 'en_us' });

    // A new main language moves the fallback.
    const basic = await shop.gql(
      'mutation($i: BasicSettingsInput!) { updateBasicSettings(input: $i) { mainLanguage } }',
      {
        i: { name: shopName, mainLanguage: 'zh_hk', supportedLanguages: ['en_us', 'zh_hk'] },
      },
      token,
    );
    expect(basic.errors).toBeUndefined();
    expect((await publicConfig('fr_fr')).language).toBe('zh_hk');
    expect((await publicConfig('en_us')).language).toBe('en_us');
    await shop.gql(
      'mutation($i: BasicSettingsInput!) { updateBasicSettings(input: $i) { mainLanguage } }',
      {
        i: { name: shopName, mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] },
      },
      token,
    );
  });

  it('answers the default images when none are set, and the stored ones otherwise', async () => {
    expect((await publicConfig()).images).toEqual({ icon: '/images/default-icon.svg', logo: '/images/default-logo.svg', banner: '/images/default-banner.svg' });
    // The defaults are files of the web app (web/public is copied into the built app, served at /images/...).
    for (const file of Object.values(DEFAULT_IMAGES)) {
      const source = fs.readFileSync(path.join(projectRoot, 'web', 'public', file), 'utf8');
      expect(source).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(source).not.toMatch(/<script|on\w+=/i);
    }
    const set = await shop.gql(
      'mutation($i: ImageSettingsInput!) { updateImageSettings(input: $i) { icon logo banner } }',
      { i: { logo: 'https://cdn.example.com/logo.png' } },
      token,
    );
    expect(set.errors).toBeUndefined();
    expect((await publicConfig()).images).toEqual({ icon: DEFAULT_IMAGES.icon, logo: 'https://cdn.example.com/logo.png', banner: DEFAULT_IMAGES.banner });
    const admin = await shop.rest('GET', '/api/admin/setting/image', undefined, token);
    expect(admin.body).toEqual({ icon: '', logo: 'https://cdn.example.com/logo.png', banner: '' });
    // Back to the defaults the other tests of this file expect (they run in any order).
    expect(
      (await shop.gql('mutation($i: ImageSettingsInput!) { updateImageSettings(input: $i) { logo } }', { i: { logo: '' } }, token)).errors,
    ).toBeUndefined();
  });

  it('follows the switches and the warehouse setting', async () => {
    const config = await shop.gql(
      'mutation($i: ConfigSettingsInput!) { updateConfigSettings(input: $i) { tokenExpiredTime } }',
      {
        i: { tokenExpiredTime: 45, catalogMode: true, memberOnly: true, guestCheckout: false },
      },
      token,
    );
    expect(config.errors).toBeUndefined();
    const product = await shop.gql(
      'mutation($i: ProductSettingsInput!) { updateProductSettings(input: $i) { warehouseId } }',
      { i: { warehouseId: 7, warehouseEnabled: true } },
      token,
    );
    expect(product.errors).toBeUndefined();
    const answer = await shop.rest('POST', '/api/configs', {
      columns: ['catalog_mode', 'member_only', 'guest_checkout', 'token_expired_time', 'warehouse_id', 'warehouse_enabled'],
    });
    expect(answer.body).toEqual({ catalog_mode: '1', member_only: '1', guest_checkout: '0', token_expired_time: 45, warehouse_id: 7, warehouse_enabled: true });
  });

  it('reports Facebook login off when it is disabled', async () => {
    const off = await shop.gql('mutation($i: FacebookSettingsInput!) { updateFacebookSettings(input: $i) { enabled } }', { i: { enabled: false } }, token);
    expect(off.errors).toBeUndefined();
    expect((await publicConfig()).facebookEnabled).toBe(false);
    // On again, as the other tests of this file expect (they run in any order).
    const on = await shop.gql('mutation($i: FacebookSettingsInput!) { updateFacebookSettings(input: $i) { enabled } }', { i: { enabled: true } }, token);
    expect(on.errors).toBeUndefined();
  });
});
