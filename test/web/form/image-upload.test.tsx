import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Formik } from 'formik';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { ImageUploadField } from '../../../web/src/ui/form';
import { requiredImage } from '../../../web/src/ui/validation/rules';
import { renderForm, submitButton } from './renderForm';

type FetchMock = jest.Mock<(input: string, init?: RequestInit) => Promise<unknown>>;

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, statusText: status === 200 ? 'OK' : 'Unprocessable Entity', json: async () => body };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const uploadInput = () => screen.getByLabelText(/Upload image|Change image/) as HTMLInputElement;

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = jest.fn<(input: string, init?: RequestInit) => Promise<unknown>>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'admin_token=admin-token-1; path=/';
});

afterEach(() => {
  document.cookie = 'admin_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('ImageUploadField', () => {
  it('uploads the file as multipart field `image` in the admin session (its HttpOnly cookie, no token of the page), then holds and previews the stored path', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, { path: '/uploads/2025/01/abc.png', url: 'http://x/uploads/2025/01/abc.png' }));
    const form = renderForm(<ImageUploadField name="logo" label="Logo" />, { initialValues: { logo: null } });
    expect(screen.getByText('No image uploaded')).toBeTruthy();
    const file = png();
    await user.upload(uploadInput(), file);

    await waitFor(() => expect(form.values().logo).toBe('/uploads/2025/01/abc.png'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/upload');
    expect(init?.method).toBe('POST');
    // The page sends no token (it can not read one): the cookie goes along, the header names the area.
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect((init?.headers as Record<string, string>)['X-Session-Area']).toBe('admin');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.body as FormData).get('image')).toBe(file);
    const preview = screen.getByRole('img', { name: 'Logo' });
    expect(preview.getAttribute('src')).toBe('/uploads/2025/01/abc.png');
    expect(screen.getByText('/uploads/2025/01/abc.png')).toBeTruthy();
  });

  it('shows a progress bar while the upload runs', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm(<ImageUploadField name="logo" label="Logo" />, { initialValues: { logo: null } });
    await user.upload(uploadInput(), png());
    expect(await screen.findByRole('progressbar', { name: 'Uploading' })).toBeTruthy();
    finish(answer(200, { path: '/uploads/a.png' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it("opens 'Upload Fail' with the server's message and keeps the old picture", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer(422, {
        message: 'Please make sure all fields are filled in correctly',
        errors: { image: ['The file must be an image (PNG, JPEG, GIF or WebP).'] },
      }),
    );
    const form = renderForm(<ImageUploadField name="logo" label="Logo" />, { initialValues: { logo: '/uploads/old.png' } });
    await user.upload(uploadInput(), png());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Fail' });
    expect(within(dialog).getByText('The file must be an image (PNG, JPEG, GIF or WebP).')).toBeTruthy();
    expect(form.values().logo).toBe('/uploads/old.png');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal of a picture too large in pixels in the admin language', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer(422, { message: 'Please make sure all fields are filled in correctly', errors: { image: ['The picture is too large'] } }),
    );
    const zhHK = JSON.parse(readFileSync(path.join(process.cwd(), 'i18n', 'zh-HK.json'), 'utf8')) as Record<string, string>;
    render(
      <IntlProvider locale="zh-HK" messages={zhHK}>
        <Formik initialValues={{ logo: null }} onSubmit={() => undefined}>
          <ImageUploadField name="logo" label="Logo" />
        </Formik>
      </IntlProvider>,
    );
    await user.upload(screen.getByLabelText(zhHK['common.form.uploadImage']) as HTMLInputElement, png());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('圖片尺寸過大')).toBeTruthy();
  });

  it("shows 'Upload failure: <reason>' when the request cannot be made", async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm(<ImageUploadField name="logo" label="Logo" />, { initialValues: { logo: null } });
    await user.upload(uploadInput(), png());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Fail' });
    expect(within(dialog).getByText('Upload failure: Failed to fetch')).toBeTruthy();
  });

  it('refuses a file that is not a picture, or is over 5 MB, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm(<ImageUploadField name="logo" label="Logo" />, { initialValues: { logo: null } });
    await user.upload(uploadInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    let dialog = await screen.findByRole('dialog', { name: 'Upload Fail' });
    expect(within(dialog).getByText('The file must be an image (PNG, JPEG, GIF or WebP).')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const big = png();
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(uploadInput(), big);
    dialog = await screen.findByRole('dialog', { name: 'Upload Fail' });
    expect(within(dialog).getByText('The image may not be greater than 5 MB.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("removes the picture; 'Please upload a picture' shows after submit when required", async () => {
    const user = userEvent.setup();
    const form = renderForm(<ImageUploadField name="logo" label="Logo" required />, {
      initialValues: { logo: '/uploads/old.png' },
      validationSchema: yup.object({ logo: requiredImage(yup.string()) }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(form.values().logo).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(submitButton());
    expect(await screen.findByText('Please upload a picture')).toBeTruthy();
    expect(form.submitted).toHaveLength(0);
  });
});
