import PeopleIcon from '@mui/icons-material/People';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import {
  CreateCustomerDocument,
  CustomerDocument,
  CustomerStaffOptionsDocument,
  CustomerStatusOptionsDocument,
  CustomersDocument,
  DeleteCustomerDocument,
  DeleteCustomersDocument,
  UpdateCustomerDocument,
  UpdateCustomersDocument,
  type CreateCustomerInput,
  type CustomerRecordFragment,
  type CustomerRowFragment,
  type Gender,
  type LeadSource,
} from '../../../graphql/admin/graphql';
import { countryOptions } from '../../../ui/countries';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource, type FieldOption, type FormMode, type ResourceField } from '../../framework/resource';
import { leadInputsOfLocation } from './lead-inputs';
import { CustomerOrderHistory } from './CustomerOrderHistory';
import { CustomerLoyalty } from './CustomerLoyalty';

interface ListValue {
  value: string;
}

interface AddressValues {
  id?: number | null;
  firstName: string;
  lastName: string;
  country: string | null;
  contactNumber: string;
  address: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

interface CustomerValues {
  enabled: boolean;
  isSubscribe: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  emails: ListValue[];
  mobiles: ListValue[];
  gender: Gender | '' | null;
  password: string;
  passwordConfirmation: string;
  jobTitle: string;
  department: string;
  officePhone: string;
  fax: string;
  website: string;
  adminId: number | null;
  statusId: number | null;
  statusDescription: string;
  leadSource: LeadSource | null;
  leadSourceDescription: string;
  description: string;
  tags: ListValue[];
  addresses: AddressValues[];
  /** The lead being converted (customer/create?lead_inputs). */
  leadId: number | null;
}

export const LEAD_SOURCES: readonly LeadSource[] = ['existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations'];

export function useStatusOptions(): FieldOption[] {
  const { data } = useQuery(CustomerStatusOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.leadStatuses.items ?? []).map((status) => ({ value: status.id, label: status.title }));
}

export function useStaffOptions(): FieldOption[] {
  const { data } = useQuery(CustomerStaffOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.customerStaffOptions ?? []).map((admin) => ({ value: admin.id, label: `${admin.name} <${admin.email}>` }));
}

export function useSourceOptions(): FieldOption[] {
  const intl = useIntl();
  return LEAD_SOURCES.map((source) => ({ value: source, label: intl.formatMessage({ id: `admin.customer.source.${source}` }) }));
}

/** Countries by their names in the admin's UI language. */
function useCountryOptions(): FieldOption[] {
  return countryOptions(useIntl().locale);
}

function useGenderOptions(): FieldOption[] {
  const intl = useIntl();
  return (['female', 'male'] as const).map((gender) => ({ value: gender, label: intl.formatMessage({ id: `admin.customer.gender.${gender}` }) }));
}

export const listOf = (values: readonly string[] | undefined | null): ListValue[] => (values ?? []).map((value) => ({ value }));
export const listValues = (rows: ListValue[]) => rows.map((row) => row.value).filter(Boolean);
const orNull = (value: string) => value || null;

/**
 * Create/UpdateCustomerInput's rules, from the server: names, e-mail, phone, status and source required;
 * password on create only. The lists of texts are held as one-column rows.
 */
export const customerSchema = (mode: FormMode) =>
  inputSchema(mode === 'create' ? 'CreateCustomerInput' : 'UpdateCustomerInput', { rows: { emails: 'value', mobiles: 'value', tags: 'value' } });

/** A list of texts (extra e-mails, mobiles, tags) as one-column rows; no value may repeat. */
export const listField = (name: string, labelId: string): ResourceField => ({
  name,
  labelId,
  kind: 'rows',
  uniqueBy: 'value',
  columns: [{ name: 'value', labelId, kind: 'text' }],
});

/**
 * Customers of the back office (spec 3, admin customer view): account, CRM fields, lead status and source,
 * addresses. The create screen takes `?lead_inputs=<JSON>` to prefill from a lead (lead-inputs.ts).
 */
export const customerResource = defineResource<CustomerRowFragment, CustomerRecordFragment, CustomerValues, CreateCustomerInput>({
  name: 'customer',
  titleId: 'admin.menu.customer_account',
  permission: 'customer_account',
  menu: { group: 'customers', position: 10, icon: PeopleIcon },
  searchable: true,
  importExport: { import: true, export: true },
  editPanels: [CustomerOrderHistory, CustomerLoyalty],
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'firstName', labelId: 'admin.customer.firstName', sortable: true },
    { key: 'lastName', labelId: 'admin.customer.lastName', sortable: true },
    { key: 'email', labelId: 'admin.field.email', sortable: true },
    { key: 'phone', labelId: 'admin.customer.phone', sortable: true },
    { key: 'status', labelId: 'admin.customer.status', render: (row) => row.status?.title ?? '' },
    { key: 'admin', labelId: 'admin.customer.admin', render: (row) => row.admin?.name ?? '' },
    { key: 'tags', labelId: 'admin.customer.tags', render: (row) => row.tags.join(', ') },
    { key: 'isSubscribe', labelId: 'admin.customer.isSubscribe', sortable: true, kind: 'boolean' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  // CustomerListOptions carries the filters beside paging and keyword (the server also takes isSubscribe).
  filterVariable: 'options',
  filters: [
    { name: 'statusId', labelId: 'admin.customer.status', kind: 'select', numeric: true, useOptions: useStatusOptions },
    { name: 'leadSource', labelId: 'admin.customer.leadSource', kind: 'select', useOptions: useSourceOptions },
    { name: 'adminId', labelId: 'admin.customer.admin', kind: 'select', numeric: true, useOptions: useStaffOptions },
  ],
  fields: [
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
    { name: 'isSubscribe', labelId: 'admin.customer.isSubscribe', kind: 'switch' },
    { name: 'firstName', labelId: 'admin.customer.firstName', kind: 'text', required: true },
    { name: 'lastName', labelId: 'admin.customer.lastName', kind: 'text', required: true },
    { name: 'email', labelId: 'admin.field.email', kind: 'text', required: true },
    { name: 'phone', labelId: 'admin.customer.phone', kind: 'text', required: true },
    listField('emails', 'admin.customer.emails'),
    listField('mobiles', 'admin.customer.mobiles'),
    { name: 'gender', labelId: 'admin.customer.gender', kind: 'select', useOptions: useGenderOptions },
    { name: 'password', labelId: 'admin.field.password', kind: 'password', required: 'create' },
    { name: 'passwordConfirmation', labelId: 'admin.field.passwordConfirmation', kind: 'password', required: 'create' },
    { name: 'jobTitle', labelId: 'admin.customer.jobTitle', kind: 'text' },
    { name: 'department', labelId: 'admin.customer.department', kind: 'text' },
    { name: 'officePhone', labelId: 'admin.customer.officePhone', kind: 'text' },
    { name: 'fax', labelId: 'admin.customer.fax', kind: 'text' },
    { name: 'website', labelId: 'admin.customer.website', kind: 'text' },
    { name: 'adminId', labelId: 'admin.customer.admin', kind: 'select', useOptions: useStaffOptions },
    { name: 'statusId', labelId: 'admin.customer.status', kind: 'select', required: true, useOptions: useStatusOptions },
    { name: 'statusDescription', labelId: 'admin.customer.statusDescription', kind: 'text', multiline: true },
    { name: 'leadSource', labelId: 'admin.customer.leadSource', kind: 'select', required: true, useOptions: useSourceOptions },
    { name: 'leadSourceDescription', labelId: 'admin.customer.leadSourceDescription', kind: 'text', multiline: true },
    { name: 'description', labelId: 'admin.customer.description', kind: 'text', multiline: true },
    listField('tags', 'admin.customer.tags'),
    {
      name: 'addresses',
      labelId: 'admin.customer.addresses',
      kind: 'rows',
      columns: [
        { name: 'firstName', labelId: 'admin.customer.firstName', kind: 'text', required: true },
        { name: 'lastName', labelId: 'admin.customer.lastName', kind: 'text', required: true },
        { name: 'country', labelId: 'admin.customer.country', kind: 'select', required: true, useOptions: useCountryOptions },
        { name: 'contactNumber', labelId: 'admin.customer.contactNumber', kind: 'text', required: true },
        { name: 'address', labelId: 'admin.customer.address', kind: 'text', required: true },
        { name: 'defaultBilling', labelId: 'admin.customer.defaultBilling', kind: 'switch', exclusive: true },
        { name: 'defaultShipping', labelId: 'admin.customer.defaultShipping', kind: 'switch', exclusive: true },
      ],
    },
  ],
  validation: customerSchema,
  data: {
    list: CustomersDocument,
    listField: 'customers',
    one: CustomerDocument,
    oneField: 'customer',
    create: CreateCustomerDocument,
    createField: 'createCustomer',
    update: UpdateCustomerDocument,
    updateField: 'updateCustomer',
    remove: DeleteCustomerDocument,
    removeMany: DeleteCustomersDocument,
    updateMany: UpdateCustomersDocument,
    toForm: (record) => {
      // A new customer may come from a lead: its fields prefill the form.
      const lead = record ? {} : leadInputsOfLocation();
      return {
        enabled: record?.enabled ?? true,
        isSubscribe: record?.isSubscribe ?? true,
        firstName: record?.firstName ?? lead.firstName ?? '',
        lastName: record?.lastName ?? lead.lastName ?? '',
        email: record?.email ?? lead.email ?? '',
        phone: record?.phone ?? lead.phone ?? '',
        emails: listOf(record?.emails ?? lead.emails),
        mobiles: listOf(record?.mobiles ?? lead.mobiles),
        gender: record?.gender ?? ((lead.gender === 'female' || lead.gender === 'male' ? lead.gender : null) as Gender | null),
        password: '',
        passwordConfirmation: '',
        jobTitle: record?.jobTitle ?? lead.jobTitle ?? '',
        department: record?.department ?? lead.department ?? '',
        officePhone: record?.officePhone ?? lead.officePhone ?? '',
        fax: record?.fax ?? lead.fax ?? '',
        website: record?.website ?? lead.website ?? '',
        adminId: record?.adminId ?? lead.adminId ?? null,
        statusId: record?.statusId ?? lead.statusId ?? null,
        statusDescription: record?.statusDescription ?? lead.statusDescription ?? '',
        leadSource: record?.leadSource ?? ((LEAD_SOURCES as readonly string[]).includes(lead.leadSource ?? '') ? (lead.leadSource as LeadSource) : null),
        leadSourceDescription: record?.leadSourceDescription ?? lead.leadSourceDescription ?? '',
        description: record?.description ?? lead.description ?? '',
        tags: listOf(record?.tags ?? lead.tags),
        leadId: record ? null : (lead.leadId ?? null),
        // Apollo's __typename is not part of the input.
        addresses: (record?.addresses ?? []).map((address) => {
          const { __typename: _type, ...fields } = address as typeof address & { __typename?: string };
          return fields;
        }),
      };
    },
    toInput: (values, mode) => ({
      enabled: values.enabled,
      isSubscribe: values.isSubscribe,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      emails: listValues(values.emails),
      mobiles: listValues(values.mobiles),
      gender: values.gender || null,
      // Edit: an empty password keeps the current one.
      ...(mode === 'create' || values.password ? { password: values.password, passwordConfirmation: values.passwordConfirmation } : {}),
      jobTitle: orNull(values.jobTitle),
      department: orNull(values.department),
      officePhone: orNull(values.officePhone),
      fax: orNull(values.fax),
      website: orNull(values.website),
      adminId: values.adminId || null,
      statusId: values.statusId,
      statusDescription: orNull(values.statusDescription),
      leadSource: values.leadSource,
      leadSourceDescription: orNull(values.leadSourceDescription),
      description: orNull(values.description),
      tags: listValues(values.tags),
      addresses: values.addresses.map((address) => ({ ...address, id: address.id ?? null })),
      ...(mode === 'create' && values.leadId ? { leadId: values.leadId } : {}),
    }),
  },
});
