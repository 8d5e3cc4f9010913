import { TestShop } from '../support/shop.js';
import { settingsFixture, CHECK, REQUIRED, BASIC, CURRENCY } from './settings-fixtures.js';

const settings = settingsFixture();
const { update, expectInvalid } = settings;
let shop: TestShop;
let token: string;
beforeAll(() => {
  ({ shop, token } = settings);
});

describe('settings (admin) validation', () => {
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
