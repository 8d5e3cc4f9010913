import { ALPHA3_OF } from './country-codes.js';

/** An order's address as the order module keeps it. */
export interface AddressSnapshot {
  firstName: string;
  lastName: string;
  country: string;
  contactNumber: string;
  address: string;
}

/**
 * The order's address from an ACP FulfillmentDetails (or a bare billing Address): the recipient's name
 * split at its last space, the lines, city, state and postal code in one line, the alpha-2 country as the
 * shop's alpha-3 (`fallbackCountry` when it is not one).
 */
export function orderSnapshotOf(details: Record<string, unknown>, fallbackCountry: string): AddressSnapshot {
  const address = (details.address ?? {}) as Record<string, string | undefined>;
  const fullName = String(address.name ?? details.name ?? '').trim();
  const cut = fullName.lastIndexOf(' ');
  const line = [address.line_one, address.line_two, address.city, address.state, address.postal_code]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    firstName: (cut > 0 ? fullName.slice(0, cut) : fullName).slice(0, 100),
    lastName: (cut > 0 ? fullName.slice(cut + 1) : '').slice(0, 100),
    country: ALPHA3_OF[String(address.country ?? '').toUpperCase()] ?? fallbackCountry,
    contactNumber: String(details.phone_number ?? '').slice(0, 50),
    address: line.slice(0, 500),
  };
}
