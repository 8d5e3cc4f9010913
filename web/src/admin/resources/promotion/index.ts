import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
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
import { ACTION_TYPES, ACTION_VALUES, CONDITION_TYPES, CONDITION_VALUES } from '../../../../../core/promotion-rule-shapes';
import { inputSchema } from '../../../ui/validation/input-schema';
import { promotionRepeatedConditions } from '../../../ui/validation/rules';
import { defineResource, type FieldOption } from '../../framework/resource';
import { PromotionCodes } from './PromotionCodes';
import { ActionValueFields, ConditionValueFields } from './RuleValueFields';
import { ruleInputs, ruleRows, ruleSchema, type RuleRow } from './rule-values';

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
  conditions: RuleRow[];
  actions: RuleRow[];
  enabled: boolean;
}

/**
 * PromotionInput's rules, from the server: name, kind and actions required, a code of coupon characters.
 * Each rule row is checked by its type's value fields; a condition type at most once (spec
 * promotion_repeated_conditions, the server's cross-field check of the rows).
 */
export const promotionSchema = () =>
  inputSchema('PromotionInput', {
    adjust: {
      conditions: (list) => promotionRepeatedConditions((list as yup.ArraySchema<unknown[] | null | undefined, object>).of(ruleSchema(CONDITION_VALUES))),
      actions: (list) => (list as yup.ArraySchema<unknown[] | null | undefined, object>).of(ruleSchema(ACTION_VALUES)),
    },
  });

/** The rule types, labelled in the admin's language. */
function useTypeOptions(types: readonly string[]): FieldOption[] {
  const intl = useIntl();
  return useMemo(() => types.map((type) => ({ value: type, label: intl.formatMessage({ id: `admin.promotion.type.${type}` }) })), [intl, types]);
}
const useConditionTypes = () => useTypeOptions(CONDITION_TYPES);
const useActionTypes = () => useTypeOptions(ACTION_TYPES);
const isCoupon = (values: Record<string, unknown>) => values.kind === 'coupon';

/** Promotions and coupons (issue 14): automatic or by code, window in the shop's days, limits, conditions and actions. */
export const promotionResource = defineResource<PromotionRowFragment, PromotionRecordFragment, PromotionValues, PromotionInput>({
  name: 'promotion',
  titleId: 'admin.menu.promotion',
  permission: 'promotion',
  menu: { group: 'marketing', position: 10, icon: LocalOfferIcon },
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
        { name: 'type', labelId: 'admin.promotion.ruleType', kind: 'select', required: true, useOptions: useConditionTypes },
        // Typed inputs by the condition's type (an amount, a quantity, records picked by name, currencies).
        { name: 'value', labelId: 'admin.promotion.ruleValue', kind: 'text', defaultValue: {}, component: ConditionValueFields },
      ],
    },
    {
      name: 'actions',
      labelId: 'admin.promotion.actions',
      kind: 'rows',
      required: true,
      helperTextId: 'admin.promotion.actionsHelp',
      columns: [
        { name: 'type', labelId: 'admin.promotion.ruleType', kind: 'select', required: true, useOptions: useActionTypes },
        // Typed inputs by the action's type: percent or amount, the lines it reaches, buy X get Y, bonus points.
        { name: 'value', labelId: 'admin.promotion.ruleValue', kind: 'text', defaultValue: {}, component: ActionValueFields },
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
      conditions: ruleRows(record?.conditions),
      actions: ruleRows(record?.actions),
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
      conditions: ruleInputs(values.conditions, CONDITION_VALUES),
      actions: ruleInputs(values.actions, ACTION_VALUES),
      enabled: values.enabled,
    }),
  },
});
