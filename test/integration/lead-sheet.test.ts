import ExcelJS from 'exceljs';
import { TestShop, unique } from '../support/shop.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheet(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('leads');
  worksheet.addRow(header);
  rows.forEach((row) => worksheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('lead spreadsheets (/api/admin/lead/import, /export)', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  it('exports every lead and imports rows each on its own, through the lead rules and the status history', async () => {
    const company = unique('Sheet Co ');
    const made = await shop.rest('POST', '/api/admin/lead', { first_name: 'Ada', company, emails: [`${unique('sheet')}@example.com`] }, token);
    expect(made.status).toBe(201);

    const response = await fetch(`${shop.url}/api/admin/lead/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lead list.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as never);
    const header = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['id', 'first_name', 'emails', 'phones', 'status_id', 'stage_id', 'tags']));
    const companies: string[] = [];
    workbook.worksheets[0].eachRow((row) => companies.push(String(row.getCell(header.indexOf('company') + 1).value ?? '')));
    expect(companies).toContain(company);

    const status = (await shop.rest('POST', '/api/admin/status', { title: unique('Imported ') }, token)).body;
    const email = `${unique('imported')}@example.com`;
    const form = new FormData();
    const data = await sheet(
      ['first_name', 'company', 'emails', 'phones', 'status_id', 'lead_source'],
      [
        ['Bo', company, email, '9123 4567', status.id, 'email'],
        ['Cy', company, 'not-an-email', '', '', 'nonsense'],
      ],
    );
    form.append('file', new Blob([data], { type: XLSX }), 'leads.xlsx');
    const answer = await shop.rest('POST', '/api/admin/lead/import', form, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ imported: 1, errors: [{ row: 3, messages: { lead_source: 'Please check your input.' } }] });

    const list = await shop.rest('GET', `/api/admin/lead?keyword=${encodeURIComponent(email)}`, undefined, token);
    expect(list.body.data).toEqual([expect.objectContaining({ first_name: 'Bo', phones: ['+85291234567'], status_id: status.id })]);
    const history = await shop.gql('query($id: Int!) { lead(id: $id) { history { toStatus } } }', { id: list.body.data[0].id }, token);
    expect(history.data!.lead.history).toEqual([{ toStatus: status.title }]);
  });
});
