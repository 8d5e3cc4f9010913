import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleResource } from '../../../web/src/admin/resources/role';
import { RolesDocument } from '../../../web/src/graphql/admin/graphql';
import { renderResource } from './framework-test-utils';

// No resource imports or exports yet (products and customers will); the UI is checked on roles.
const resource = { ...roleResource, importExport: { import: true, export: true } };

const rolesMock = {
  request: { query: RolesDocument, variables: { options: { page: 1, perPage: 10 } } },
  result: {
    data: {
      roles: {
        __typename: 'RoleList',
        items: [{ __typename: 'Role', id: 1, name: 'Super admin', updatedAt: '2024-01-01T12:00:00.000Z' }],
        totalItems: 1,
        totalExact: true,
        page: 1,
        perPage: 10,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, statusText: '', json: async () => body, blob: async () => new Blob(['xlsx']) };
}

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<ReturnType<typeof answer>>>;

beforeEach(() => {
  fetchMock = jest.fn<(url: string, init?: RequestInit) => Promise<ReturnType<typeof answer>>>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function chooseFile() {
  await screen.findByTestId('row-1');
  const file = new File(['xlsx'], 'roles.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
  return file;
}

describe('resource import and export', () => {
  it("uploads the .xlsx as multipart 'file', shows progress, then 'Import Success' with the row errors", async () => {
    let finish: (value: ReturnType<typeof answer>) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderResource({ resource, path: '/admin/role', mocks: [rolesMock] });
    const file = await chooseFile();
    expect(await screen.findByTestId('import-progress')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/role/import');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBe(file);

    finish(answer(200, { imported: 2, errors: [{ row: 3, messages: { name: 'This field is required.' } }] }));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Import Success')).toBeTruthy();
    expect(within(dialog).getByText('2 records imported.')).toBeTruthy();
    expect(within(dialog).getByText('Row 3')).toBeTruthy();
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
  });

  it("says 'Import Fail' with the server's message", async () => {
    fetchMock.mockResolvedValue(
      answer(422, { message: 'Please make sure all fields are filled in correctly', errors: { file: ['The data can only import 1000 records at a time'] } }),
    );
    renderResource({ resource, path: '/admin/role', mocks: [rolesMock] });
    await chooseFile();
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Import Fail')).toBeTruthy();
    expect(within(dialog).getByText('The data can only import 1000 records at a time')).toBeTruthy();
  });

  it("downloads the export as '{entity} list.xlsx', or says 'Export Fail'", async () => {
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fetchMock.mockResolvedValueOnce(answer(200, null)).mockResolvedValueOnce(answer(403, { message: 'This action is unauthorized.' }));
    renderResource({ resource, path: '/admin/role', mocks: [rolesMock] });
    await screen.findByTestId('row-1');

    await userEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(saved).toEqual(['role list.xlsx']));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/role/export');

    await userEvent.click(screen.getByTestId('export-button'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Export Fail')).toBeTruthy();
    expect(within(dialog).getByText('This action is unauthorized.')).toBeTruthy();
    click.mockRestore();
  });
});
