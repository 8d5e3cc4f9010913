import { instantOfLocalDateTime, localDateTimeOf } from '../../core/shop-time.js';
import { TestShop, unique } from '../support/shop.js';

/**
 * Issue 15: slide start and end, page publish from / until, article published_at (and issue 14's
 * broadcast send_at) are entered on the shop's clock (setting `timezone`), whatever the admin's computer
 * says. The back office's one date-time field (web/src/ui/form/DateTimeField.tsx) reads the zone from
 * `shopTimeZone` and turns the wall-clock time into an instant with core/shop-time.ts: here the
 * same steps, then the UTC instant the server stored, and the storefront switching at that instant.
 */
describe("date and time fields on the shop's clock", () => {
  let shop: TestShop;
  let token: string;
  let timeZone: string;
  const url = (prefix: string) =>
    unique(prefix)
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-');
  /** What the field sends for a time typed on the shop's clock. */
  const typed = (local: string) => instantOfLocalDateTime(local, timeZone)!.toISOString();

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const answer = await shop.gql<{ shopTimeZone: string }>('{ shopTimeZone }', {}, token);
    expect(answer.errors).toBeUndefined();
    timeZone = answer.data!.shopTimeZone;
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers the shop time zone (the default Asia/Hong_Kong) to any signed-in admin only', async () => {
    expect(timeZone).toBe('Asia/Hong_Kong');
    const anonymous = await shop.gql('{ shopTimeZone }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores 09:30 shop time as 01:30 UTC on pages, articles and slides, and shows it back as 09:30', async () => {
    const page = await shop.gql(
      'mutation($input: PageInput!) { createPage(input: $input) { id publishFrom publishUntil } }',
      { input: { title: 'Timed', url: url('timed-'), publishFrom: typed('2027-03-01T09:30'), publishUntil: typed('2027-03-02T00:15') } },
      token,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.createPage).toMatchObject({ publishFrom: '2027-03-01T01:30:00.000Z', publishUntil: '2027-03-01T16:15:00.000Z' });
    const rest = await shop.rest('GET', `/api/admin/page/${page.data!.createPage.id}`, undefined, token);
    expect(rest.body).toMatchObject({ publish_from: '2027-03-01T01:30:00.000Z', publish_until: '2027-03-01T16:15:00.000Z' });
    expect(localDateTimeOf(new Date(rest.body.publish_from), timeZone)).toBe('2027-03-01T09:30');

    const article = await shop.gql(
      'mutation($input: BlogArticleInput!) { createBlogArticle(input: $input) { publishedAt } }',
      { input: { title: 'Timed', url: url('timed-'), publishedAt: typed('2027-03-01T09:30') } },
      token,
    );
    expect(article.errors).toBeUndefined();
    expect(article.data!.createBlogArticle.publishedAt).toBe('2027-03-01T01:30:00.000Z');

    const identifier = unique('timed_')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_');
    const slider = await shop.gql(
      'mutation($input: SliderInput!) { createSlider(input: $input) { slides { startsAt endsAt } } }',
      { input: { identifier, slides: [{ image: '/uploads/slide.png', startsAt: typed('2027-03-01T09:30'), endsAt: typed('2027-03-31T23:59') }] } },
      token,
    );
    expect(slider.errors).toBeUndefined();
    expect(slider.data!.createSlider.slides).toEqual([{ startsAt: '2027-03-01T01:30:00.000Z', endsAt: '2027-03-31T15:59:00.000Z' }]);
  });

  it('a page published from a minute ago on the shop clock is shown; one from the next minutes is not', async () => {
    const minute = 60_000;
    const shopClock = (offset: number) => localDateTimeOf(new Date(Date.now() + offset), timeZone);
    // Read as UTC (or the admin's zone), either time would be hours away from now and both pages hidden or shown.
    const shown = await shop.gql(
      'mutation($input: PageInput!) { createPage(input: $input) { url } }',
      { input: { title: 'Now', url: url('now-'), publishFrom: typed(shopClock(-2 * minute)) } },
      token,
    );
    const waiting = await shop.gql(
      'mutation($input: PageInput!) { createPage(input: $input) { url } }',
      { input: { title: 'Soon', url: url('soon-'), publishFrom: typed(shopClock(3 * minute)) } },
      token,
    );
    expect((await shop.rest('POST', '/api/page', { url: shown.data!.createPage.url })).status).toBe(200);
    expect((await shop.rest('POST', '/api/page', { url: waiting.data!.createPage.url })).status).toBe(404);
  });
});
