import * as yup from 'yup';
import {
  CreatePromotionDocument,
  DeletePromotionDocument,
  DeletePromotionsDocument,
  PromotionDocument,
  PromotionsDocument,
  UpdatePromotionDocument,
  UpdatePromotionsDocument,
  type PromotionInput,
  type PromotionRecordFragment,
  type PromotionRowFragment,
} from '../../../graphql/admin/graphql';
import { MESSAGES, promotionRepeatedConditions, requiredText, text } from '../../../ui/validation/rules';
import { defineResource } from '../../framework/resource';
import { PromotionCodes } from './PromotionCodes';
import { ConditionValueField } from './ConditionValueField';

/** The contract's types (server/modules/promotion/promotion-rules.ts). */
const CONDITION_TYPES = ['min_subtotal', 'min_quantity', 'products', 'categories', 'brands', 'membership_tiers', 'signed_in', 'first_order', 'currencies'];
const ACTION_TYPES = ['order_percent', 'order_amount', 'line_percent', 'line_amount', 'buy_x_get_y', 'free_shipping', 'bonus_points'];

/** A rule's value is edited as JSON text, e.g. {"percent": 10} or {"buy": 2, "get": 1, "products": [12]}. */
interface RuleValues {
  type: string;
  value: string;
}

interface PromotionValues {
  name: string;
  description: string;
  kind: string;
  code: string;
  startsOn: string | null;
  endsOn: string | null;
  priority: number | null;
  exclusive: boolean;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  conditions: RuleValues[];
  actions: RuleValues[];
  enabled: boolean;
}

const isJsonObject = (value: string | null | undefined) => {
  if (!value) return true;
  try {
    const parsed = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};

const rule = () => yup.object({ type: requiredText(), value: text().test('json', MESSAGES.noSpecific, isJsonObject) });

/** Mirrors PromotionInput: name, kind and actions required; a condition type at most once (spec promotion_repeated_conditions). */
export const promotionSchema = () =>
  yup.object({
    name: requiredText().max(255),
    description: text().max(5000),
    kind: requiredText(),
    code: text()
      .max(64)
      .matches(/^[A-Za-z0-9_-]*$/, MESSAGES.noSpecific),
    conditions: promotionRepeatedConditions(yup.array().of(rule())),
    actions: yup.array().of(rule()).min(1, MESSAGES.required),
  });

const options = (types: string[], prefix: string) => types.map((type) => ({ value: type, label: `${prefix}${type}` }));
const isCoupon = (values: Record<string, unknown>) => values.kind === 'coupon';
const rulesOf = (rules: readonly { type: string; value: unknown }[] | undefined) =>
  (rules ?? []).map((r) => ({ type: r.type, value: JSON.stringify(r.value ?? {}) }));
const rulesIn = (rules: RuleValues[]) => rules.map((r) => ({ type: r.type, value: r.value ? JSON.parse(r.value) : {} }));

/** Promotions and coupons (issue 14): automatic or by code, window in the shop's days, limits, conditions and actions. */
export const promotionResource = defineResource<PromotionRowFragment, PromotionRecordFragment, PromotionValues, PromotionInput>({
  name: 'promotion',
  titleId: 'admin.menu.promotion',
  permission: 'promotion',
  searchable: true,
  editPanels: [PromotionCodes],
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name' },
    { key: 'kind', labelId: 'admin.promotion.kind', sortable: true },
    { key: 'code', labelId: 'admin.promotion.code', sortable: true },
    { key: 'priority', labelId: 'admin.promotion.priority', sortable: true, kind: 'number' },
    { key: 'used', labelId: 'admin.promotion.used', kind: 'number' },
    { key: 'startsOn', labelId: 'admin.promotion.startsOn', sortable: false },
    { key: 'endsOn', labelId: 'admin.promotion.endsOn', sortable: false },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true, translatable: true },
    { name: 'description', labelId: 'admin.promotion.description', kind: 'text', multiline: true, translatable: true },
    {
      name: 'kind',
      labelId: 'admin.promotion.kind',
      kind: 'select',
      required: true,
      options: [
        { value: 'automatic', label: 'automatic' },
        { value: 'coupon', label: 'coupon' },
      ],
    },
    { name: 'code', labelId: 'admin.promotion.code', kind: 'text', helperTextId: 'admin.promotion.codeHelp', visibleWhen: isCoupon },
    { name: 'startsOn', labelId: 'admin.promotion.startsOn', kind: 'date', helperTextId: 'admin.promotion.windowHelp' },
    { name: 'endsOn', labelId: 'admin.promotion.endsOn', kind: 'date' },
    { name: 'priority', labelId: 'admin.promotion.priority', kind: 'number', integer: true, helperTextId: 'admin.promotion.priorityHelp' },
    { name: 'exclusive', labelId: 'admin.promotion.exclusive', kind: 'switch', helperTextId: 'admin.promotion.exclusiveHelp' },
    { name: 'usageLimit', labelId: 'admin.promotion.usageLimit', kind: 'number', integer: true },
    { name: 'usageLimitPerCustomer', labelId: 'admin.promotion.usageLimitPerCustomer', kind: 'number', integer: true },
    {
      name: 'conditions',
      labelId: 'admin.promotion.conditions',
      kind: 'rows',
      uniqueBy: 'type',
      helperTextId: 'admin.promotion.rulesHelp',
      columns: [
        { name: 'type', labelId: 'admin.promotion.ruleType', kind: 'select', required: true, options: options(CONDITION_TYPES, '') },
        // Typed by the condition's type (an amount, a quantity, ids or currency codes), kept as JSON text.
        { name: 'value', labelId: 'admin.promotion.ruleValue', kind: 'text', component: ConditionValueField },
      ],
    },
    {
      name: 'actions',
      labelId: 'admin.promotion.actions',
      kind: 'rows',
      required: true,
      columns: [
        { name: 'type', labelId: 'admin.promotion.ruleType', kind: 'select', required: true, options: options(ACTION_TYPES, '') },
        { name: 'value', labelId: 'admin.promotion.ruleValue', kind: 'text' },
      ],
    },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: promotionSchema,
  data: {
    list: PromotionsDocument,
    listField: 'promotions',
    one: PromotionDocument,
    oneField: 'promotion',
    create: CreatePromotionDocument,
    createField: 'createPromotion',
    update: UpdatePromotionDocument,
    updateField: 'updatePromotion',
    remove: DeletePromotionDocument,
    removeMany: DeletePromotionsDocument,
    updateMany: UpdatePromotionsDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      description: record?.description ?? '',
      kind: record?.kind ?? 'automatic',
      code: record?.code ?? '',
      startsOn: record?.startsOn ?? null,
      endsOn: record?.endsOn ?? null,
      priority: record?.priority ?? 0,
      exclusive: record?.exclusive ?? false,
      usageLimit: record?.usageLimit ?? null,
      usageLimitPerCustomer: record?.usageLimitPerCustomer ?? null,
      conditions: rulesOf(record?.conditions),
      actions: rulesOf(record?.actions),
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({
      name: values.name,
      description: values.description,
      kind: values.kind,
      code: values.kind === 'coupon' ? values.code || null : null,
      startsOn: values.startsOn || null,
      endsOn: values.endsOn || null,
      priority: values.priority ?? 0,
      exclusive: values.exclusive,
      usageLimit: values.usageLimit || null,
      usageLimitPerCustomer: values.usageLimitPerCustomer || null,
      conditions: rulesIn(values.conditions),
      actions: rulesIn(values.actions),
      enabled: values.enabled,
    }),
  },
});
