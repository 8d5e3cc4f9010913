import { ConsentSource } from '../newsletter/index.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ValidationError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { validateInput } from '../../common/validation/validate-input.js';
import { Address } from '../address/index.js';
import { Customer } from '../customer/index.js';
import {
  buildWorkbook,
  fileDownload,
  type FileDownload,
  type ImportResult,
  importRows,
  parseId,
  readSheet,
  readUploadedFile,
  SheetError,
  type SheetRow,
} from '../import-export/index.js';
import { CustomerAdminService, unusablePassword } from './customer-admin.service.js';
import type { UpdateCustomerInput } from './customer-admin.inputs.js';
import { CUSTOMER_COLUMNS, customerColumnOf, customerInputOf, customerRow } from './customer-sheet.js';

/** Fields a self-registered shopper may have empty (the admin form requires them of the customers staff create). */
const SELF_REGISTERED_EMPTY = ['phone', 'statusId', 'leadSource'] as const;

/**
 * Leaves out (keeps) the fields whose cell is empty while the stored customer has none either; true when
 * any was left out, so that the row is validated as a partial update.
 */
function keepEmptyFields(input: UpdateCustomerInput, existing: Customer): boolean {
  const stored: Record<(typeof SELF_REGISTERED_EMPTY)[number], unknown> = {
    phone: existing.phone,
    statusId: existing.status?.id,
    leadSource: existing.leadSource,
  };
  let kept = false;
  for (const field of SELF_REGISTERED_EMPTY) {
    const sent = input[field] as unknown;
    const empty = (value: unknown) => value === null || value === undefined || value === '';
    if (empty(sent) && empty(stored[field])) {
      (input as unknown as Record<string, unknown>)[field] = undefined;
      kept = true;
    }
  }
  return kept;
}

/**
 * The customer ("user") spreadsheet (customer-sheet.ts describes the columns): export of every customer
 * (never a password) and import of up to 1000 rows, each row its own transaction.
 */
export class CustomerSheetService extends Service {
  async export(): Promise<FileDownload> {
    const customers = await this.em.find(Customer, {}, { orderBy: { id: 'asc' } });
    const addresses = await this.em.find(Address, {}, { orderBy: { id: 'asc' } });
    const byCustomer = new Map<number, Address[]>();
    for (const address of addresses) byCustomer.set(address.customer.id, [...(byCustomer.get(address.customer.id) ?? []), address]);
    const rows = customers.map((customer) => customerRow(customer, byCustomer.get(customer.id) ?? []));
    const data = await buildWorkbook([{ name: 'users', columns: CUSTOMER_COLUMNS, rows }]);
    return fileDownload('user list.xlsx', data);
  }

  async import(upload: Promise<FileUpload> | null | undefined): Promise<ImportResult> {
    const rows = await readSheet(await readUploadedFile(upload));
    return importRows(this.ctx, rows, (row) => this.importRow(row), customerColumnOf);
  }

  private async importRow(row: SheetRow): Promise<void> {
    const { values } = row;
    try {
      const id = parseId(values.id, 'id');
      const email = values.email?.trim().toLowerCase();
      const existing = (id !== null ? await this.em.findOne(Customer, { id }) : null) ?? (email ? await this.em.findOne(Customer, { email }) : null);
      const input = customerInputOf(values);
      // A shopper who registered on their own has no phone, lead status or source; the export writes
      // them empty, and the same empty cell back means "unchanged", not "required and missing".
      const keptEmpty = existing ? keepEmptyFields(input, existing) : false;
      await validateInput(input, { partial: keptEmpty });
      const passwordHash = !existing && !input.password ? await unusablePassword() : undefined;
      await CustomerAdminService.of(this.ctx).save(existing?.id ?? null, input, { passwordHash, consentSource: ConsentSource.import });
    } catch (error) {
      if (error instanceof SheetError) throw new ValidationError({ [error.column]: error.message });
      throw error;
    }
  }
}
