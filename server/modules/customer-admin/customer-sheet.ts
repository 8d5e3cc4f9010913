import { parseFlag, parseId, type SheetColumn, SheetError } from '../import-export/index.js';
import { type Customer, Gender, LeadSource } from '../customer/index.js';
import type { Address } from '../address/index.js';
import { UpdateCustomerInput, CustomerAddressInput } from './customer-admin.inputs.js';

/**
 * The customer ("user") spreadsheet, one row per customer; import and export share it.
 *
 * | column | content |
 * |---|---|
 * | id | import: updates that customer when it exists, else the one with the row's email, else creates |
 * | first_name, last_name, email, phone | required |
 * | emails, mobiles, tags | one per line |
 * | gender | female, male or empty; lead_source: one of the six values (required) |
 * | enabled, is_subscribe | 1 or 0 (empty: 1 on create, unchanged on update) |
 * | admin_id, status_id | ids (status required) |
 * | addresses | JSON `[{"id", "first_name", "last_name", "country", "contact_number", "address", "default_billing", "default_shipping"}]`; empty keeps the address book |
 * | password | import only, never exported: empty keeps the password (a new customer gets an unusable random one) |
 */
export const CUSTOMER_COLUMNS: SheetColumn[] = [
  { key: 'id', width: 8 },
  { key: 'first_name' },
  { key: 'last_name' },
  { key: 'email', width: 30 },
  { key: 'phone' },
  { key: 'emails', width: 30 },
  { key: 'mobiles' },
  { key: 'gender', width: 10 },
  { key: 'enabled', width: 8 },
  { key: 'is_subscribe', width: 8 },
  { key: 'job_title' },
  { key: 'department' },
  { key: 'office_phone' },
  { key: 'fax' },
  { key: 'website', width: 30 },
  { key: 'admin_id', width: 10 },
  { key: 'status_id', width: 10 },
  { key: 'status_description', width: 30 },
  { key: 'lead_source' },
  { key: 'lead_source_description', width: 30 },
  { key: 'description', width: 40 },
  { key: 'tags' },
  { key: 'addresses', width: 80 },
];

interface SheetAddress {
  id: number;
  first_name: string;
  last_name: string;
  country: string;
  contact_number: string;
  address: string;
  default_billing: boolean;
  default_shipping: boolean;
}

const lines = (list: string[]) => list.join('\n');
const splitLines = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((v) => v.trim())
    .filter(Boolean);

export function customerRow(customer: Customer, addresses: Address[]): Record<string, string | number | boolean | null> {
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone ?? '',
    emails: lines(customer.emails),
    mobiles: lines(customer.mobiles),
    gender: customer.gender ?? '',
    enabled: customer.enabled,
    is_subscribe: customer.isSubscribe,
    job_title: customer.jobTitle ?? '',
    department: customer.department ?? '',
    office_phone: customer.officePhone ?? '',
    fax: customer.fax ?? '',
    website: customer.website ?? '',
    admin_id: customer.admin?.id ?? null,
    status_id: customer.status?.id ?? null,
    status_description: customer.statusDescription ?? '',
    lead_source: customer.leadSource ?? '',
    lead_source_description: customer.leadSourceDescription ?? '',
    description: customer.description ?? '',
    tags: lines(customer.tags),
    addresses: JSON.stringify(
      addresses.map((a): SheetAddress => ({
        id: a.id,
        first_name: a.firstName,
        last_name: a.lastName,
        country: a.country,
        contact_number: a.contactNumber,
        address: a.address,
        default_billing: a.defaultBilling,
        default_shipping: a.defaultShipping,
      })),
    ),
  };
}

function parseEnum<T extends string>(values: Record<string, T>, value: string | undefined, column: string): T | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (!Object.values(values).includes(text as T)) throw new SheetError(column);
  return text as T;
}

function parseAddresses(value: string | undefined): CustomerAddressInput[] | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SheetError('addresses');
  }
  if (!Array.isArray(parsed)) throw new SheetError('addresses');
  return parsed.map((entry) => {
    if (!entry || typeof entry !== 'object') throw new SheetError('addresses');
    const a = entry as Record<string, unknown>;
    const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
    return Object.assign(new CustomerAddressInput(), {
      id: a.id === null || a.id === undefined || a.id === '' ? null : parseId(str(a.id), 'addresses'),
      firstName: str(a.first_name),
      lastName: str(a.last_name),
      country: str(a.country),
      contactNumber: str(a.contact_number),
      address: str(a.address),
      defaultBilling: a.default_billing === true || a.default_billing === 1 || a.default_billing === '1',
      defaultShipping: a.default_shipping === true || a.default_shipping === 1 || a.default_shipping === '1',
    });
  });
}

/** A sheet row as the admin form's input (validated by the caller). */
export function customerInputOf(values: Record<string, string>): UpdateCustomerInput {
  const password = values.password ? values.password : null;
  const statusId = parseId(values.status_id, 'status_id');
  return Object.assign(new UpdateCustomerInput(), {
    firstName: values.first_name ?? '',
    lastName: values.last_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    emails: splitLines(values.emails),
    mobiles: splitLines(values.mobiles),
    tags: splitLines(values.tags),
    gender: parseEnum(Gender, values.gender, 'gender'),
    enabled: parseFlag(values.enabled, 'enabled'),
    isSubscribe: parseFlag(values.is_subscribe, 'is_subscribe'),
    jobTitle: values.job_title ?? null,
    department: values.department ?? null,
    officePhone: values.office_phone ?? null,
    fax: values.fax ?? null,
    website: values.website ?? null,
    adminId: parseId(values.admin_id, 'admin_id'),
    statusId: statusId as number,
    statusDescription: values.status_description ?? null,
    leadSource: parseEnum(LeadSource, values.lead_source, 'lead_source') as LeadSource,
    leadSourceDescription: values.lead_source_description ?? null,
    description: values.description ?? null,
    addresses: parseAddresses(values.addresses),
    password,
    passwordConfirmation: password,
  });
}

/** A validation error's field as the sheet's column. */
export function customerColumnOf(field: string): string {
  const top = field.split('.')[0];
  if (top === 'passwordConfirmation') return 'password';
  return top.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
