/**
 * Rows shown to shoppers only while enabled and inside their window (`startsAt`/`endsAt`, either end
 * open when null): slides, announcements. A MikroORM filter, so the window is checked in SQL.
 */
export function shownNowWhere(now = new Date()) {
  return {
    enabled: true,
    $and: [{ $or: [{ startsAt: null }, { startsAt: { $lte: now } }] }, { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] }],
  };
}
