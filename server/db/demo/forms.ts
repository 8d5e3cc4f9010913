import type { EntityManager } from '@mikro-orm/postgresql';
import { appendOrder } from '../../modules/menu/menu-order.js';
import { Menu, MenuType } from '../../modules/menu/menu.entity.js';
import { LeadSource } from '../../modules/customer/customer.entity.js';
import { recordVersion } from '../../modules/form/form-definition.js';
import { Form, FormField, FormFieldOption, FormFieldType } from '../../modules/form/form.entity.js';
import { LeadStatus } from '../../modules/lead-status/lead-status.entity.js';

type Bilingual = { en_us: string; zh_hk: string };

interface DemoField {
  key: string;
  type: FormFieldType;
  required?: boolean;
  label: Bilingual;
  placeholder?: Bilingual;
  help?: Bilingual;
  options?: { key: string; label: Bilingual }[];
}

interface DemoForm {
  url: string;
  title: Bilingual;
  description: Bilingual;
  successMessage: Bilingual;
  allowGuest: boolean;
  limitSubmit: boolean;
  createLead: boolean;
  fields: DemoField[];
}

/** Issue 16: a guest enquiry that makes leads, and a members' survey answered once. */
export const DEMO_FORMS: DemoForm[] = [
  {
    url: 'product-enquiry',
    title: { en_us: 'Product enquiry', zh_hk: '產品查詢' },
    description: { en_us: 'Ask us about a product, a bulk order or a special request.', zh_hk: '查詢產品、大量訂購或特別要求。' },
    successMessage: { en_us: 'Thank you! We will reply within one working day.', zh_hk: '謝謝！我們會於一個工作天內回覆。' },
    allowGuest: true,
    limitSubmit: false,
    createLead: true,
    fields: [
      { key: 'name', type: FormFieldType.text, required: true, label: { en_us: 'Name', zh_hk: '姓名' } },
      { key: 'email', type: FormFieldType.email, required: true, label: { en_us: 'E-mail', zh_hk: '電郵' } },
      { key: 'phone', type: FormFieldType.phone, label: { en_us: 'Phone', zh_hk: '電話' }, placeholder: { en_us: '+852 ...', zh_hk: '+852 ...' } },
      { key: 'product', type: FormFieldType.text, label: { en_us: 'Product', zh_hk: '產品' } },
      { key: 'quantity', type: FormFieldType.number, label: { en_us: 'Quantity', zh_hk: '數量' } },
      {
        key: 'contact_by',
        type: FormFieldType.radio,
        label: { en_us: 'Contact me by', zh_hk: '聯絡方式' },
        options: [
          { key: 'email', label: { en_us: 'E-mail', zh_hk: '電郵' } },
          { key: 'phone', label: { en_us: 'Phone', zh_hk: '電話' } },
        ],
      },
      { key: 'message', type: FormFieldType.textarea, required: true, label: { en_us: 'Message', zh_hk: '訊息' } },
      {
        key: 'consent',
        type: FormFieldType.consent,
        required: true,
        label: { en_us: 'I agree that the shop contacts me about this enquiry', zh_hk: '我同意商店就此查詢聯絡我' },
      },
    ],
  },
  {
    url: 'member-survey',
    title: { en_us: 'Member survey', zh_hk: '會員問卷' },
    description: { en_us: 'Tell us how we are doing: one answer per member.', zh_hk: '告訴我們您的意見：每位會員可回答一次。' },
    successMessage: { en_us: 'Thank you for your answers!', zh_hk: '感謝您的寶貴意見！' },
    allowGuest: false,
    limitSubmit: true,
    createLead: false,
    fields: [
      {
        key: 'satisfaction',
        type: FormFieldType.select,
        required: true,
        label: { en_us: 'How satisfied are you?', zh_hk: '您的滿意程度？' },
        options: [
          { key: 'very', label: { en_us: 'Very satisfied', zh_hk: '非常滿意' } },
          { key: 'fair', label: { en_us: 'Satisfied', zh_hk: '滿意' } },
          { key: 'not', label: { en_us: 'Not satisfied', zh_hk: '不滿意' } },
        ],
      },
      {
        key: 'interests',
        type: FormFieldType.checkboxes,
        label: { en_us: 'What do you shop for?', zh_hk: '您會選購甚麼？' },
        options: [
          { key: 'apparel', label: { en_us: 'Apparel', zh_hk: '服飾' } },
          { key: 'home', label: { en_us: 'Home', zh_hk: '家居' } },
          { key: 'accessories', label: { en_us: 'Accessories', zh_hk: '配飾' } },
        ],
      },
      { key: 'country', type: FormFieldType.country, label: { en_us: 'Country', zh_hk: '國家／地區' } },
      { key: 'member_since', type: FormFieldType.date, label: { en_us: 'Member since', zh_hk: '入會日期' } },
      { key: 'comments', type: FormFieldType.textarea, label: { en_us: 'Comments', zh_hk: '意見' } },
    ],
  },
];

const copy = (text: Bilingual | undefined) => (text ? { ...text } : {});

/**
 * The demo forms with their first version, and a footer link to each (menu items of type form, hidden
 * from the header menu: the storefront footer lists the form items). Seeding twice changes nothing.
 */
export async function seedDemoForms(em: EntityManager): Promise<void> {
  await em.flush();
  const existing = new Set((await em.find(Form, { url: { $in: DEMO_FORMS.map((f) => f.url) } })).map((f) => f.url));
  const status = await em.findOne(LeadStatus, { title: 'New' });
  for (const data of DEMO_FORMS) {
    if (existing.has(data.url)) continue;
    const form = em.create(Form, {
      url: data.url,
      title: copy(data.title),
      description: copy(data.description),
      successMessage: copy(data.successMessage),
      allowGuest: data.allowGuest,
      limitSubmit: data.limitSubmit,
      createLead: data.createLead,
      leadStatus: data.createLead && status ? status : null,
      leadSource: data.createLead ? LeadSource.campaign : null,
    });
    data.fields.forEach((fieldData, order) => {
      const field = em.create(FormField, {
        form,
        key: fieldData.key,
        type: fieldData.type,
        required: fieldData.required ?? false,
        order,
        label: copy(fieldData.label),
        placeholder: copy(fieldData.placeholder),
        help: copy(fieldData.help),
      });
      fieldData.options?.forEach((option, index) => em.create(FormFieldOption, { field, key: option.key, order: index, label: copy(option.label) }));
    });
    await em.flush();
    await recordVersion(em, form);
  }
  await em.flush();
  const linked = new Set((await em.find(Menu, { type: MenuType.form, url: { $in: DEMO_FORMS.map((f) => f.url) } })).map((m) => m.url));
  const topLevel = (await em.find(Menu, { parent: null })).map((m) => ({ id: m.id, order: m.order }));
  for (const data of DEMO_FORMS) {
    if (linked.has(data.url)) continue;
    const order = appendOrder(topLevel);
    topLevel.push({ id: 0, order });
    em.create(Menu, { type: MenuType.form, url: data.url, title: copy(data.title), level: 1, order, displayInMobile: false, displayInDesktop: false });
  }
}
