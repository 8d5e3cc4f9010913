import type { EntityManager } from '@mikro-orm/postgresql';
import { COUNTRY_CODES } from '../../common/countries.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { PaymentKind, PaymentMethod } from '../../modules/payment/payment-method.entity.js';
import { ShippingMethod } from '../../modules/shipping/shipping-method.entity.js';

/** Hong Kong is the flat-fee home market; every other destination costs HK$120 (base currency HKD). */
const ABROAD = COUNTRY_CODES.filter((country) => country !== 'HKG');

const DEMO_SHIPPING = [
  {
    name: { en_us: 'Standard delivery', zh_hk: '標準送貨' },
    description: {
      en_us: 'Delivered in 2 to 4 working days. Free for orders of HK$500 or more.',
      zh_hk: '2 至 4 個工作天送達。訂單滿 HK$500 免運費。',
    },
    order: 1,
    fee: '30.00',
    freeAbove: '500.00',
    countryFees: ABROAD.map((country) => ({ country, fee: '120.00' })),
  },
  {
    name: { en_us: 'SF Express next day', zh_hk: '順豐速運翌日送達' },
    description: { en_us: 'Next working day in Hong Kong by SF Express.', zh_hk: '順豐速運，香港翌日（工作天）送達。' },
    order: 2,
    fee: '60.00',
    freeAbove: null,
    countryFees: [],
  },
];

const BANK_EN =
  '<p>Please transfer the order total to:</p><p><strong>HSBC Hong Kong</strong><br>Account name: Harbour Lane Store Limited<br>Account number: 004-123-456789-001 (demo only)</p><p>Put your order number in the reference; we ship once the payment has arrived.</p>';
const BANK_ZH =
  '<p>請將訂單總額轉賬至：</p><p><strong>香港滙豐銀行</strong><br>戶口名稱：Harbour Lane Store Limited<br>戶口號碼：004-123-456789-001（示範用）</p><p>請在備註填寫訂單號碼；收到款項後我們會安排發貨。</p>';

const DEMO_PAYMENT = [
  {
    kind: PaymentKind.cash_on_delivery,
    name: { en_us: 'Cash on delivery', zh_hk: '貨到付款' },
    instructions: { en_us: '<p>Pay the courier in cash when your parcel arrives.</p>', zh_hk: '<p>包裹送達時以現金付款予送貨員。</p>' },
    order: 1,
    enabled: true,
  },
  {
    kind: PaymentKind.bank_transfer,
    name: { en_us: 'Bank transfer', zh_hk: '銀行轉賬' },
    instructions: { en_us: BANK_EN, zh_hk: BANK_ZH },
    order: 2,
    enabled: true,
  },
  {
    // Disabled and without keys: an admin enters the shop's own Stripe keys, then enables it.
    kind: PaymentKind.stripe,
    name: { en_us: 'Credit card (Stripe)', zh_hk: '信用卡（Stripe）' },
    instructions: { en_us: '', zh_hk: '' },
    order: 3,
    enabled: false,
  },
];

/**
 * The demo's shipping and payment methods (issue 6). Shipping methods are looked up by their English
 * name, payment methods by kind: only what is missing is added, so seeding twice changes nothing.
 */
export async function seedDemoCheckoutMethods(em: EntityManager): Promise<void> {
  const shipping = await em.find(ShippingMethod, {});
  const shippingNames = new Set(shipping.map((method) => method.name.en_us));
  for (const data of DEMO_SHIPPING) {
    if (!shippingNames.has(data.name.en_us)) em.create(ShippingMethod, { ...data, enabled: true });
  }
  const kinds = new Set((await em.find(PaymentMethod, {})).map((method) => method.kind));
  for (const data of DEMO_PAYMENT) {
    if (kinds.has(data.kind)) continue;
    const instructions = Object.fromEntries(
      Object.entries(data.instructions)
        .filter(([, html]) => html)
        .map(([language, html]) => [language, sanitizeRichText(html)]),
    );
    em.create(PaymentMethod, { ...data, instructions });
  }
}
