import { render, screen, waitFor } from '@testing-library/react';
import { AdminShopBrand } from '../../../web/src/admin/layout/AdminShopBrand';
import { AdminTestProviders, messages, shopBrandMocks } from './admin-test-utils';

const UPLOADED = '/uploads/2026/12/0123456789abcdef0123456789abcdef-300x100.png';

describe('the top bar names the shop (issue 46)', () => {
  it('shows the storefront’s name and logo, linked to admin home, instead of "Back Office"', async () => {
    render(
      <AdminTestProviders mocks={shopBrandMocks('Kowloon Tea House', UPLOADED)}>
        <AdminShopBrand />
      </AdminTestProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('admin-brand-name').textContent).toBe('Kowloon Tea House'));
    const brand = screen.getByTestId('admin-brand');
    expect(brand.getAttribute('href')).toBe('/admin');
    expect(brand.getAttribute('aria-label')).toBe('Kowloon Tea House');
    const logo = screen.getByTestId('admin-brand-logo');
    expect(logo.getAttribute('src')).toBe(UPLOADED);
    // The top bar's 32 px at the logo's own shape (300 x 100, in its name): 96 x 32.
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['96', '32']);
    expect(screen.queryByText(messages['admin.layout.title']!)).toBeNull();
  });

  it('says "Back Office" while the settings load and for a shop without a name', async () => {
    render(
      <AdminTestProviders mocks={shopBrandMocks('', null)}>
        <AdminShopBrand />
      </AdminTestProviders>,
    );
    expect(screen.getByTestId('admin-brand-name').textContent).toBe(messages['admin.layout.title']);
    // Answered: still no name to show, and no logo.
    await waitFor(() => expect(screen.getByTestId('admin-brand').getAttribute('aria-label')).toBe(messages['admin.layout.title']));
    expect(screen.getByTestId('admin-brand-name').textContent).toBe(messages['admin.layout.title']);
    expect(screen.queryByTestId('admin-brand-logo')).toBeNull();
  });
});
