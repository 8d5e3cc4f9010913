import { addDays, presetRange } from '../../../web/src/admin/reports/report-params';

describe('report date presets (counted from the shop’s today)', () => {
  it('gives each preset its days, both ends included', () => {
    const today = '2027-03-01';
    expect(presetRange('today', today)).toEqual({ from: '2027-03-01', to: '2027-03-01' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2027-02-28', to: '2027-02-28' });
    expect(presetRange('last7', today)).toEqual({ from: '2027-02-23', to: '2027-03-01' });
    expect(presetRange('last30', today)).toEqual({ from: '2027-01-31', to: '2027-03-01' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2027-03-01', to: '2027-03-01' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2027-01-01', to: '2027-03-01' });
    expect(presetRange('lastMonth', '2028-01-15')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
