import CardMembershipIcon from '@mui/icons-material/CardMembership';
import {
  CreateMembershipTierDocument,
  DeleteMembershipTierDocument,
  DeleteMembershipTiersDocument,
  MembershipTierDocument,
  MembershipTiersDocument,
  UpdateMembershipTierDocument,
  UpdateMembershipTiersDocument,
  type MembershipTierInput,
  type MembershipTierRecordFragment,
  type MembershipTierRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';

interface MembershipTierValues {
  name: string;
  description: string;
  level: number | null;
  spendingThreshold: string;
  periodMonths: number | null;
  durationMonths: number | null;
  discountPercent: string;
  pointsMultiplier: string;
  enabled: boolean;
}

/** MembershipTierInput's rules, from the server: name, level and months required; the percent 0 to 100; money with two decimals. */
export const membershipTierSchema = () => inputSchema('MembershipTierInput');

/** Membership tiers (issue 14; permission membershiptier): qualification by spending or by staff, duration, benefits. */
export const membershipResource = defineResource<MembershipTierRowFragment, MembershipTierRecordFragment, MembershipTierValues, MembershipTierInput>({
  name: 'membership',
  titleId: 'admin.menu.membershiptier',
  permission: 'membershiptier',
  menu: { group: 'customers', position: 20, icon: CardMembershipIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name' },
    { key: 'level', labelId: 'admin.membership.level', sortable: true, kind: 'number' },
    { key: 'spendingThreshold', labelId: 'admin.membership.spendingThreshold', sortable: true, kind: 'money' },
    { key: 'discountPercent', labelId: 'admin.membership.discountPercent', sortable: true },
    { key: 'pointsMultiplier', labelId: 'admin.membership.pointsMultiplier' },
    { key: 'durationMonths', labelId: 'admin.membership.durationMonths', kind: 'number' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true, translatable: true },
    { name: 'description', labelId: 'admin.membership.description', kind: 'text', multiline: true, translatable: true },
    { name: 'level', labelId: 'admin.membership.level', kind: 'number', integer: true, required: true, helperTextId: 'admin.membership.levelHelp' },
    { name: 'spendingThreshold', labelId: 'admin.membership.spendingThreshold', kind: 'text', helperTextId: 'admin.membership.spendingThresholdHelp' },
    { name: 'periodMonths', labelId: 'admin.membership.periodMonths', kind: 'number', integer: true, required: true },
    { name: 'durationMonths', labelId: 'admin.membership.durationMonths', kind: 'number', integer: true, required: true },
    { name: 'discountPercent', labelId: 'admin.membership.discountPercent', kind: 'text' },
    { name: 'pointsMultiplier', labelId: 'admin.membership.pointsMultiplier', kind: 'text' },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: membershipTierSchema,
  data: {
    list: MembershipTiersDocument,
    listField: 'membershipTiers',
    one: MembershipTierDocument,
    oneField: 'membershipTier',
    create: CreateMembershipTierDocument,
    createField: 'createMembershipTier',
    update: UpdateMembershipTierDocument,
    updateField: 'updateMembershipTier',
    remove: DeleteMembershipTierDocument,
    removeMany: DeleteMembershipTiersDocument,
    updateMany: UpdateMembershipTiersDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      description: record?.description ?? '',
      level: record?.level ?? 1,
      spendingThreshold: record?.spendingThreshold ?? '',
      periodMonths: record?.periodMonths ?? 12,
      durationMonths: record?.durationMonths ?? 12,
      discountPercent: record?.discountPercent ?? '0.00',
      pointsMultiplier: record?.pointsMultiplier ?? '1.00',
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({
      name: values.name,
      description: values.description,
      level: values.level ?? 1,
      spendingThreshold: values.spendingThreshold || null,
      periodMonths: values.periodMonths ?? 12,
      durationMonths: values.durationMonths ?? 12,
      discountPercent: values.discountPercent || '0',
      pointsMultiplier: values.pointsMultiplier || '1',
      enabled: values.enabled,
    }),
  },
});
