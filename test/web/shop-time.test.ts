import { addDays, instantOfLocalDateTime, isTimeZone, localDateOf, localDateTimeOf, startOfLocalDay } from '../../core/shop-time';

// Pure functions of the server (no database): run with the web project's unit tests.
describe("the shop's calendar (core/shop-time.ts)", () => {
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

  it('reads and shows a wall-clock date and time of the shop (the admin date-time fields), across DST', () => {
    expect(instantOfLocalDateTime('2027-02-01T09:30', 'Asia/Hong_Kong')?.toISOString()).toBe('2027-02-01T01:30:00.000Z');
    expect(instantOfLocalDateTime('2027-02-01T00:15', 'Asia/Hong_Kong')?.toISOString()).toBe('2027-01-31T16:15:00.000Z');
    expect(instantOfLocalDateTime('2027-07-01T09:30', 'America/New_York')?.toISOString()).toBe('2027-07-01T13:30:00.000Z');
    expect(instantOfLocalDateTime('2027-01-01T09:30', 'America/New_York')?.toISOString()).toBe('2027-01-01T14:30:00.000Z');
    expect(localDateTimeOf(new Date('2027-01-31T16:15:00Z'), 'Asia/Hong_Kong')).toBe('2027-02-01T00:15');
    expect(localDateTimeOf(new Date('2027-11-07T06:30:00Z'), 'America/New_York')).toBe('2027-11-07T01:30');
    for (const bad of ['', '2027-02-30T10:00', '2027-02-01T24:00', '2027-02-01', '2027-02-01T09:30Z'])
      expect(instantOfLocalDateTime(bad, 'Asia/Hong_Kong')).toBeNull();
  });
});
