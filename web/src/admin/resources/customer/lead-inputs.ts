/**
 * `customer/create?lead_inputs=<JSON text>` (spec 6): a lead's data prefilling the new customer's form.
 * The text comes from a URL, so it is read defensively: bad JSON, a non-object or values of the wrong type
 * are ignored field by field, never thrown. Keys may be snake_case (REST) or camelCase (GraphQL).
 */
export const LEAD_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'gender',
  'jobTitle',
  'department',
  'officePhone',
  'fax',
  'website',
  'statusDescription',
  'leadSource',
  'leadSourceDescription',
  'description',
] as const;
export const LEAD_LIST_FIELDS = ['emails', 'mobiles', 'tags'] as const;
/** leadId: the lead being converted, linked to the new customer when it is saved. */
export const LEAD_ID_FIELDS = ['adminId', 'statusId', 'leadId'] as const;

export type LeadPrefill = Partial<Record<(typeof LEAD_TEXT_FIELDS)[number], string>> &
  Partial<Record<(typeof LEAD_LIST_FIELDS)[number], string[]>> &
  Partial<Record<(typeof LEAD_ID_FIELDS)[number], number>>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function parseLeadInputs(text: string | null | undefined): LeadPrefill {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const source: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) source[camel(key)] = value;
  const prefill: Record<string, unknown> = {};
  for (const key of LEAD_TEXT_FIELDS) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') prefill[key] = String(value).slice(0, 20000);
  }
  for (const key of LEAD_LIST_FIELDS) {
    const value = source[key];
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\n,]/) : [];
    const items = list
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map((v) => String(v).trim())
      .filter(Boolean);
    if (items.length) prefill[key] = items.slice(0, 100);
  }
  for (const key of LEAD_ID_FIELDS) {
    const value = Number(source[key]);
    if (source[key] !== null && source[key] !== '' && Number.isInteger(value) && value > 0) prefill[key] = value;
  }
  return prefill as LeadPrefill;
}

/** The prefill of the current page's `lead_inputs` search parameter. */
export function leadInputsOfLocation(): LeadPrefill {
  if (typeof window === 'undefined') return {};
  return parseLeadInputs(new URLSearchParams(window.location.search).get('lead_inputs'));
}
