// The report scenarios of `npm run bench` (issue 19): a 12-month sales report grouped by day, and the
// dashboard, each one request at a time (connections 1: the figure is the latency a merchant waits for),
// with their targets (p95). In large mode (BENCH_LARGE=1) they run over the 1,000,000 generated orders
// (generate-orders.mjs); otherwise over whatever orders the database holds.

/** Today in Hong Kong and 364 days before: twelve months of shop days. */
function lastTwelveMonths() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 364);
  return { from: from.toISOString().slice(0, 10), to: today };
}

export const reportScenarios = [
  {
    name: 'GET /api/admin/report/sales (12 months by day)',
    method: 'GET',
    path: '/api/admin/report/sales?group=day',
    auth: 'admin',
    connections: 1,
    targetP95Ms: 200,
    setup() {
      const { from, to } = lastTwelveMonths();
      return { path: `/api/admin/report/sales?from=${from}&to=${to}&group=day&compare=1` };
    },
  },
  {
    name: 'GET /api/admin/dashboard',
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: 'admin',
    connections: 1,
    targetP95Ms: 100,
  },
];
