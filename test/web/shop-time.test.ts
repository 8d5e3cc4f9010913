import { addDays, isTimeZone, localDateOf, startOfLocalDay } from '../../server/common/shop-time';

// Pure functions of the server (no database): run with the web project's unit tests.
describe("the shop's calendar (server/common/shop-time.ts)", () => {
  it('dates an instant in the shop’s zone, not at UTC midnight', () => {
    expect(localDateOf(new Date('2027-01-31T16:30:00Z'), 'Asia/Hong_Kong')).toBe('2027-02-01');
    expect(localDateOf(new Date('2027-01-31T15:59:59Z'), 'Asia/Hong_Kong')).toBe('2027-01-31');
    expect(localDateOf(new Date('2027-02-01T03:00:00Z'), 'America/New_York')).toBe('2027-01-31');
  });

  it('finds the instant a shop day begins, across daylight saving changes', () => {
    expect(startOfLocalDay('2027-02-01', 'Asia/Hong_Kong').toISOString()).toBe('2027-01-31T16:00:00.000Z');
    expect(startOfLocalDay('2027-03-14', 'America/New_York').toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfLocalDay('2027-03-15', 'America/New_York').toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(startOfLocalDay('2027-11-08', 'America/New_York').toISOString()).toBe('2027-11-08T05:00:00.000Z');
  });

  it('knows time zone names and calendar days', () => {
    expect(isTimeZone('Asia/Hong_Kong')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });
});
