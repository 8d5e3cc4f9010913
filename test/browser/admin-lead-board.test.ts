import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { unique } from '../support/shop.js';
import { followSidebarItem } from '../support/browser-steps.js';

/**
 * Issue 17: staff move a lead across the funnel board by drag and drop, and another by keyboard; a move
 * from a stale board (someone else changed the lead meanwhile) is refused with the server's message and
 * the board reloads; on a phone the card's arrow buttons move it.
 */

const t = messages('en-US');
let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('admin-lead-board');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

it('moves leads across the board by drag and drop and by keyboard, and refuses a stale move', async () => {
  const shop = journey!.shop;
  const token = await shop.adminToken();
  const funnel = (
    await shop.rest(
      'POST',
      '/api/admin/funnel',
      { name: unique('Board '), stages: ['Enquiry', 'Contacted', 'Won'].map((name) => ({ name, colour: '#1976d2', probability: 20 })) },
      token,
    )
  ).body;
  const [enquiry, contacted, won] = funnel.stages.map((stage: { id: number }) => stage.id);
  const lead = async (firstName: string) =>
    (await shop.rest('POST', '/api/admin/lead', { first_name: firstName, company: 'Harbour', funnel_id: funnel.id, expected_value: '100' }, token)).body;
  const dragged = await lead(unique('Dragged '));
  const keyed = await lead(unique('Keyed '));
  const stageOf = async (id: number) => (await shop.rest('GET', `/api/admin/lead/${id}`, undefined, token)).body.stage_id;

  const page = await journey!.newPage();
  await journey!.signIn('admin');
  await page.goto(`/admin/lead/funnel/management/${funnel.id}`);
  const column = (stageId: number) => page.getByTestId(`board-column-${stageId}`);
  await column(enquiry).getByTestId(`board-card-${dragged.id}`).waitFor();
  await page.getByTestId(`board-figures-${enquiry}`).getByText(/^2 /).waitFor();

  // Drag and drop into the next column.
  await page.getByTestId(`board-card-${dragged.id}`).dragTo(column(contacted));
  await column(contacted).getByTestId(`board-card-${dragged.id}`).waitFor();
  expect(await stageOf(dragged.id)).toBe(contacted);

  // By keyboard: focus the card, arrow right.
  await page.getByTestId(`board-card-${keyed.id}`).focus();
  await page.keyboard.press('ArrowRight');
  await column(contacted).getByTestId(`board-card-${keyed.id}`).waitFor();
  expect(await stageOf(keyed.id)).toBe(contacted);

  // Someone else edits the lead; this board still shows the old version: the move is refused, the board reloads.
  expect((await shop.rest('PUT', `/api/admin/lead/${keyed.id}`, { description: 'edited elsewhere' }, token)).status).toBe(200);
  await page.getByTestId(`board-card-${keyed.id}`).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByTestId('board-message').getByText(t('common.server.leadChanged')).waitFor();
  expect(await stageOf(keyed.id)).toBe(contacted);
  // After the reload the card carries the new version, and the same key moves it.
  await page.getByTestId(`board-card-${keyed.id}`).focus();
  await page.keyboard.press('ArrowRight');
  await column(won).getByTestId(`board-card-${keyed.id}`).waitFor();
  expect(await stageOf(keyed.id)).toBe(won);

  // On a phone (390 px) the columns scroll sideways and a card moves by its arrow buttons.
  await page.setViewportSize({ width: 390, height: 800 });
  await page
    .getByTestId(`board-card-${keyed.id}`)
    .getByRole('button', { name: t('admin.funnel.movePrevious') })
    .click();
  await column(contacted).getByTestId(`board-card-${keyed.id}`).waitFor();
  expect(await stageOf(keyed.id)).toBe(contacted);
});

it('reaches the leads, the funnels and the broadcasts from the sidebar, and shows the figures of a chosen period', async () => {
  const shop = journey!.shop;
  const token = await shop.adminToken();
  const funnel = (
    await shop.rest(
      'POST',
      '/api/admin/funnel',
      { name: unique('Figures '), stages: ['Enquiry', 'Won'].map((name) => ({ name, colour: '#1976d2', probability: 50 })) },
      token,
    )
  ).body;
  const enquiry = funnel.stages[0].id as number;
  await shop.rest('POST', '/api/admin/lead', { first_name: unique('Counted '), funnel_id: funnel.id }, token);

  const page = await journey!.newPage();
  await journey!.signIn('admin');
  await page.goto('/admin');
  await followSidebarItem(page, 'lead');
  await page.waitForURL((url) => url.pathname === '/admin/lead');
  await page.getByTestId('list-page-funnel').click();
  await page.waitForURL((url) => url.pathname === '/admin/lead/funnel');
  await page.getByTestId(`funnel-board-${funnel.id}`).click();
  await page.waitForURL((url) => url.pathname === `/admin/lead/funnel/management/${funnel.id}`);

  // The last 30 days (default) count today's entry; yesterday does not.
  const entered = () => page.getByTestId(`funnel-figures-${enquiry}`).locator('td').nth(1);
  await entered().getByText('1', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: t('admin.report.range') }).click();
  await page.getByRole('option', { name: t('admin.report.preset.yesterday') }).click();
  await page.waitForURL((url) => url.searchParams.get('preset') === 'yesterday');
  await entered().getByText('0', { exact: true }).waitFor();

  await followSidebarItem(page, 'broadcast');
  await page.waitForURL((url) => url.pathname === '/admin/broadcast');
  await page.getByTestId('list-page-receiver').waitFor();
});
