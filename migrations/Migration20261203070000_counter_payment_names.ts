import { Migration } from '@mikro-orm/migrations';

/**
 * The point of sale's labels of its methods as they were when this migration was written (i18n
 * `admin.pos.method.*`); a migration keeps its own copy, as it must give the same result forever.
 */
const LABELS: [language: string, method: string, label: string][] = [
  ['en_us', 'cash', 'Cash'],
  ['en_us', 'card', 'Card'],
  ['en_us', 'bank_transfer', 'Bank transfer'],
  ['en_us', 'cash_on_delivery', 'Cash on delivery'],
  ['en_us', 'exchange', 'Exchange'],
  ['zh_hk', 'cash', '現金'],
  ['zh_hk', 'card', '信用卡'],
  ['zh_hk', 'bank_transfer', '銀行轉賬'],
  ['zh_hk', 'cash_on_delivery', '貨到付款'],
  ['zh_hk', 'exchange', '換貨'],
  ['zh_cn', 'cash', '现金'],
  ['zh_cn', 'card', '银行卡'],
  ['zh_cn', 'bank_transfer', '银行转账'],
  ['zh_cn', 'cash_on_delivery', '货到付款'],
  ['zh_cn', 'exchange', '换货'],
];

const values = LABELS.map((row) => `(${row.map((v) => `'${v}'`).join(', ')})`).join(', ');

/** Each part of a counter sale's payment method name ("cash + card") replaced by its `to` column, in the order's language. */
const rename = (from: 'method' | 'label', to: 'method' | 'label') => `
  update shop_order o set payment_method_name = (
    select string_agg(coalesce(l.${to}, t.part), ' + ' order by t.n)
    from unnest(string_to_array(o.payment_method_name, ' + ')) with ordinality t(part, n)
    left join (values ${values}) l(language, method, label)
      on l.${from} = t.part and l.language = case when o.language in ('zh_hk', 'zh_cn') then o.language else 'en_us' end
  )
  where o.source = 'pos' and o.payment_method_name <> ''`;

export class Migration20261203070000_counter_payment_names extends Migration {
  override async up(): Promise<void> {
    // Counter sales named their payment by the methods' keys ("cash + card"), which the order screens, the
    // shopper's account and the order mails showed as they were; they now carry the labels, as new sales do.
    this.addSql(rename('method', 'label'));
  }

  override async down(): Promise<void> {
    this.addSql(rename('label', 'method'));
  }
}
