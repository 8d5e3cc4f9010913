import { render, screen } from '@testing-library/react';
import { InventoryReportPage } from '../../../web/src/admin/reports/InventoryReportPage';
import { InventoryReportDocument, ReportCalendarDocument } from '../../../web/src/graphql/admin/graphql';
import { AdminTestProviders } from './admin-test-utils';

const calendar = {
  request: { query: ReportCalendarDocument },
  result: {
    data: {
      reportToday: '2026-12-06',
      storeOptions: [],
      publicConfig: {
        __typename: 'PublicConfig',
        baseCurrency: 'HKD',
        supportedCurrencies: [{ __typename: 'Currency', identifier: 'HKD', mark: 'HK$', rate: '1' }],
      },
    },
  },
  maxUsageCount: 5,
};

const report = {
  __typename: 'InventoryReport',
  from: '2026-12-01',
  to: '2026-12-06',
  currency: 'HKD',
  summary: {
    __typename: 'InventorySummary',
    unitsOnHand: 16,
    valueAtCost: '546.00',
    unitsWithoutCost: 4,
    valueAtPrice: '960.00',
    lowStockSkus: 2,
    outOfStockSkus: 1,
  },
  warehouses: [],
  rows: [],
  lowStock: [],
  movements: [],
};

describe('the inventories report screen (issue 46)', () => {
  it('shows the summary as figures: units at the end of the range, values, units without a cost, low and sold-out SKUs', async () => {
    render(
      <AdminTestProviders
        path="/admin/report/inventories?from=2026-12-01&to=2026-12-06"
        mocks={[
          calendar,
          { request: { query: InventoryReportDocument, variables: () => true }, result: { data: { inventoryReport: report } }, maxUsageCount: 5 },
        ]}
      >
        <InventoryReportPage />
      </AdminTestProviders>,
    );
    expect((await screen.findByTestId('report-summary-unitsOnHand')).textContent).toBe('16');
    expect(screen.getByText('Units on 2026-12-06')).toBeTruthy();
    expect(screen.getByTestId('report-summary-valueAtCost').textContent).toMatch(/546\.00/);
    expect(screen.getByTestId('report-summary-valueAtPrice').textContent).toMatch(/960\.00/);
    expect(screen.getByText('Units without a cost price (not in the value at cost)')).toBeTruthy();
    expect(screen.getByText('Low-stock SKUs')).toBeTruthy();
    expect(screen.getByText('Out-of-stock SKUs')).toBeTruthy();
  });
});
