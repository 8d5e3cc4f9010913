import type { ValidationError as YupError } from 'yup';
import { inputErrors } from '../../server/common/validation/validate-input.js';
import { AttributeInput, AttributeValueInput } from '../../server/modules/attribute/attribute.inputs.js';
import { BrandInput } from '../../server/modules/brand/brand.inputs.js';
import { LeadInput } from '../../server/modules/lead/lead.inputs.js';
import { MembershipTierInput } from '../../server/modules/membership/membership.inputs.js';
import { BasicSettingsInput } from '../../server/modules/settings/settings.inputs.js';
import { CountryFeeInput, ShippingMethodInput } from '../../server/modules/shipping/shipping.inputs.js';
import { SlideInput, SliderInput } from '../../server/modules/slider/slider.inputs.js';
import { CreateAdminAccountInput } from '../../server/modules/staff/admin-account.inputs.js';
import { inputSchema, type InputSchemaOptions, type InputTypeName } from '../../web/src/ui/validation/input-schema.js';

/**
 * A form's schema made by the web's builder from the generated rules answers what the server answers
 * (issue 43): the same fields, the same first message of each, for the same wrong values. Both sides
 * run their real rules: the server's class-validator inputs (inputErrors, as a mutation does) and the
 * yup schema as Formik reads it (the first error of each path).
 */
type Values = Record<string, unknown>;

function instance<T extends object>(Class: new () => T, values: Values): T {
  return Object.assign(new Class(), values);
}

async function serverErrors(input: object): Promise<Record<string, string>> {
  return inputErrors(input);
}

/** Formik's reading of a yup refusal: the first message of each path (`stocks[0].price` -> `stocks.0.price`). */
async function webErrors<T extends InputTypeName>(type: T, values: Values, options?: InputSchemaOptions<T>): Promise<Record<string, string>> {
  try {
    await inputSchema(type, options).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as YupError).inner) {
      const key = (inner.path ?? '').replace(/\[(\d+)\]/g, '.$1');
      errors[key] ??= inner.message;
    }
    return errors;
  }
}

describe('a builder-made schema gives the server messages', () => {
  it('required and maxLength (code points), url segment (BrandInput)', async () => {
    const cases: Values[] = [
      { title: '', url: '   ' },
      { title: 'x'.repeat(256), url: 'a b' },
      { title: '😀'.repeat(255), url: 'ok-url', shortDescription: 'y'.repeat(1001) },
      { title: 'Fine', url: 'fine', description: 'z'.repeat(200000) },
    ];
    for (const values of cases) {
      const web = await webErrors('BrandInput', values);
      expect([values, web]).toEqual([values, await serverErrors(instance(BrandInput, { ...values }))]);
    }
    expect(await webErrors('BrandInput', cases[0])).toEqual({ title: 'This field is required.', url: 'This field is required.' });
  });

  it('email, password length and confirmation (CreateAdminAccountInput)', async () => {
    const cases: Values[] = [
      { name: 'A', email: 'not-an-email', enabled: true, password: 'short', passwordConfirmation: 'short' },
      { name: 'A', email: 'a@b.co', enabled: false, password: 'long enough', passwordConfirmation: 'other one' },
      { name: '', email: '', enabled: null, password: '', passwordConfirmation: '' },
    ];
    for (const values of cases) {
      expect([values, await webErrors('CreateAdminAccountInput', values)]).toEqual([
        values,
        await serverErrors(instance(CreateAdminAccountInput, { ...values })),
      ]);
    }
  });

  it('key format (both texts), no specific characters and repeated codes in nested values (AttributeInput)', async () => {
    const cases: Values[] = [
      { key: 'Bad-Key', title: 'Size', values: [] },
      { key: '1size', title: 'Size', values: [] },
      {
        key: 'size',
        title: 'Size',
        values: [
          { code: 'S!', label: 'Small' },
          { code: 'M', label: '' },
          { code: 'M', label: 'Medium' },
        ],
      },
    ];
    for (const values of cases) {
      const server = instance(AttributeInput, { ...values, values: (values.values as Values[]).map((v) => instance(AttributeValueInput, { ...v })) });
      expect([values, await webErrors('AttributeInput', values)]).toEqual([values, await serverErrors(server)]);
    }
    expect((await webErrors('AttributeInput', cases[0])).key).toBe('Input can only contain lowercase letters, numbers and _ character');
    expect((await webErrors('AttributeInput', cases[1])).key).toBe('Input must start with a lowercase letter');
  });

  it('money, sort order and a list unique by country with its own message (ShippingMethodInput)', async () => {
    const cases: Values[] = [
      { name: 'Post', fee: '1.234', freeAbove: '-5', order: -1, countryFees: [] },
      {
        name: 'Post',
        fee: '',
        countryFees: [
          { country: 'HKG', fee: '10' },
          { country: 'HKG', fee: 'abc' },
        ],
      },
      { name: 'Post', fee: '12345678901', countryFees: [] },
    ];
    for (const values of cases) {
      const server = instance(ShippingMethodInput, {
        ...values,
        countryFees: (values.countryFees as Values[]).map((v) => instance(CountryFeeInput, { ...v })),
      });
      expect([values, await webErrors('ShippingMethodInput', values)]).toEqual([values, await serverErrors(server)]);
    }
    expect((await webErrors('ShippingMethodInput', cases[1])).countryFees).toBe('This input can not be repeated');
  });

  it('whole numbers and decimals in range (MembershipTierInput)', async () => {
    const cases: Values[] = [
      { name: 'Gold', level: 0, periodMonths: 121, durationMonths: 1.5, discountPercent: '100.01', pointsMultiplier: '1.234' },
      { name: 'Gold', level: 5, periodMonths: 12, durationMonths: 12, discountPercent: '100', pointsMultiplier: '', spendingThreshold: '1000.5' },
    ];
    for (const values of cases) {
      expect([values, await webErrors('MembershipTierInput', values)]).toEqual([values, await serverErrors(instance(MembershipTierInput, { ...values }))]);
    }
  });

  it('shared checks and a sibling rule (BasicSettingsInput), e-mails and phones of a list (LeadInput)', async () => {
    const settings: Values[] = [
      { name: 'Shop', mainLanguage: 'fr_fr', supportedLanguages: ['en_us', 'Zh-HK'], timezone: 'Mars/Olympus', mailFrom: 'x@' },
      { name: 'Shop', mainLanguage: 'en_us', supportedLanguages: ['en_us', 'en_us'], timezone: 'Asia/Hong_Kong' },
    ];
    for (const values of settings) {
      expect([values, await webErrors('BasicSettingsInput', values)]).toEqual([values, await serverErrors(instance(BasicSettingsInput, { ...values }))]);
    }
    // The server names the list, the web form the row: the same text either way.
    const lead = { firstName: 'Ann', emails: ['ann@example.com', 'nope'], phones: ['9123 4567', '12'] };
    expect(await serverErrors(instance(LeadInput, { ...lead }))).toEqual({ emails: 'Please check your input.', phones: 'Please check your input.' });
    const web = await webErrors(
      'LeadInput',
      { ...lead, emails: lead.emails.map((value) => ({ value })), phones: lead.phones.map((value) => ({ value })) },
      {
        rows: { emails: 'value', phones: 'value' },
      },
    );
    expect(web).toEqual({ 'emails.1.value': 'Please check your input.', 'phones.1.value': 'Please check your input.' });
  });

  it("a field's own message (SliderInput's slide picture)", async () => {
    const values = { identifier: 'home', slides: [{ image: '', title: 'Summer' }] };
    const server = instance(SliderInput, { ...values, slides: values.slides.map((v) => instance(SlideInput, { ...v })) });
    expect(await webErrors('SliderInput', values)).toEqual(await serverErrors(server));
    expect(await webErrors('SliderInput', values)).toEqual({ 'slides.0.image': 'Please upload a picture' });
  });
});
