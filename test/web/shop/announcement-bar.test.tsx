import { fireEvent, render, screen, within } from '@testing-library/react';
import { AnnouncementBar } from '../../../web/src/shop/layout/AnnouncementBar';
import { useShopSettings } from '../../../web/src/shop/settings/ShopSettings';
import { ShopTestProviders, publicConfigMock } from './shop-test-utils';

/** Shows once the settings (and the bar's lines with them) have arrived. */
function SettingsLoaded() {
  return useShopSettings().config ? <span data-testid="settings-loaded" /> : null;
}

const line = (id: number, text: string, link: string | null) => ({ __typename: 'Announcement' as const, id, text, link });

describe('<AnnouncementBar>', () => {
  it('shows each line the settings bring, a shop path through the router and an address as a plain link', async () => {
    const announcements = [
      line(1, 'Free delivery over HK$500', '/category/dresses'),
      line(2, 'Closed on 25 December', null),
      line(3, 'Our new shop', 'https://example.com/'),
    ];
    render(
      <ShopTestProviders mocks={[publicConfigMock(null, {}, announcements)]}>
        <AnnouncementBar />
      </ShopTestProviders>,
    );
    const bar = await screen.findByRole('complementary', { name: 'Announcements' });
    expect(within(bar).getByText('Closed on 25 December').closest('a')).toBeNull();
    const links = within(bar).getAllByTestId('announcement-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Free delivery over HK$500', '/category/dresses'],
      ['Our new shop', 'https://example.com/'],
    ]);
    fireEvent.click(links[0]);
    expect(screen.getByTestId('location').textContent).toBe('/category/dresses');
  });

  it('takes no room when nothing is shown now', async () => {
    const { container } = render(
      <ShopTestProviders mocks={[publicConfigMock(null)]}>
        <AnnouncementBar />
        <SettingsLoaded />
      </ShopTestProviders>,
    );
    await screen.findByTestId('settings-loaded');
    expect(container.querySelector('[data-testid="announcement-bar"]')).toBeNull();
  });
});
