import { render, screen, within } from '@testing-library/react';
import { accountResource } from '../../../web/src/admin/resources/account';
import { OrderHistoryTable } from '../../../web/src/admin/orders/OrderHistoryTable';
import { AccountsDocument, type OrderRecordFragment } from '../../../web/src/graphql/admin/graphql';
import { ArticleCards } from '../../../web/src/shop/content/ArticleCards';
import { formatShopDate } from '../../../web/src/ui/shop-dates';
import { AdminTestProviders } from '../admin/admin-test-utils';
import { renderResource } from '../framework/framework-test-utils';
import { ShopTestProviders } from '../shop/shop-test-utils';

// 17:30 UTC on 24 November is 01:30 on 25 November in Hong Kong (issue 15): the UTC date part is the
// wrong day for the shop, and for an admin whose computer runs on another clock.
const LATE_EVENING_UTC = '2026-11-24T17:30:00.000Z';

describe("dates on the shop's clock (ui/shop-dates.ts)", () => {
  it("formats an instant in the shop's zone and the reader's language", () => {
    expect(formatShopDate(LATE_EVENING_UTC, 'date', 'en-US', 'Asia/Hong_Kong')).toBe('Nov 25, 2026');
    expect(formatShopDate(LATE_EVENING_UTC, 'date', 'en-US', 'Europe/London')).toBe('Nov 24, 2026');
    expect(formatShopDate(LATE_EVENING_UTC, 'dateTime', 'en-US', 'Asia/Hong_Kong')).toBe('Nov 25, 2026, 1:30 AM');
    expect(formatShopDate(LATE_EVENING_UTC, 'dateTimeSeconds', 'en-US', 'Asia/Hong_Kong')).toBe('Nov 25, 2026, 1:30:00 AM');
    expect(formatShopDate(LATE_EVENING_UTC, 'date', 'zh-HK', 'Asia/Hong_Kong')).toBe('2026年11月25日');
  });

  it('keeps a calendar date on its day whatever the zone, and shows nothing without a value or while the zone loads', () => {
    expect(formatShopDate('2027-01-31', 'date', 'en-US', 'America/New_York')).toBe('Jan 31, 2027');
    expect(formatShopDate(LATE_EVENING_UTC, 'date', 'en-US', undefined)).toBe('');
    expect(formatShopDate(null, 'date', 'en-US', 'Asia/Hong_Kong')).toBe('');
    expect(formatShopDate('not a date', 'date', 'en-US', 'Asia/Hong_Kong')).toBe('');
  });

  it("shows a list column's date on the shop's day (the generic list screen)", async () => {
    const account = { __typename: 'AdminAccount', id: 31, name: 'Night owl', email: 'owl@example.com', enabled: true, updatedAt: LATE_EVENING_UTC };
    const list = { __typename: 'AdminAccountList', items: [account], totalItems: 1, totalExact: true, page: 1, perPage: 10 };
    renderResource({
      resource: accountResource,
      path: '/admin/account',
      mocks: [{ request: { query: AccountsDocument, variables: { options: { page: 1, perPage: 10 } } }, result: { data: { accounts: list } } }],
    });
    const row = await screen.findByTestId('row-31');
    expect(await within(row).findByText('Nov 25, 2026')).toBeTruthy();
    expect(within(row).queryByText(/Nov 24/)).toBeNull();
  });

  it("shows a back office date and time on the shop's clock (an order's history)", async () => {
    const changes = [
      {
        __typename: 'OrderStatusChange',
        id: 1,
        fromStatus: null,
        toStatus: 'pending',
        actor: 'customer',
        adminName: null,
        note: '',
        createdAt: LATE_EVENING_UTC,
      },
    ] as unknown as OrderRecordFragment['statusChanges'];
    render(
      <AdminTestProviders>
        <OrderHistoryTable changes={changes} />
      </AdminTestProviders>,
    );
    expect(await within(screen.getByTestId('status-history')).findByText('Nov 25, 2026, 1:30 AM')).toBeTruthy();
  });

  it("shows a storefront date on the shop's day (a blog article card)", async () => {
    render(
      <ShopTestProviders>
        <ArticleCards articles={[{ id: 5, url: 'night', title: 'Night market', summary: '', publishedAt: LATE_EVENING_UTC }]} />
      </ShopTestProviders>,
    );
    expect(await screen.findByText('Nov 25, 2026')).toBeTruthy();
  });
});
