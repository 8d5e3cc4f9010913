import { TestShop, unique } from '../support/shop.js';
import { staffToken } from '../support/staff.js';

const FIELDS = 'id text link enabled startsAt endsAt position';
const CREATE = `mutation($input: AnnouncementInput!, $language: String) { createAnnouncement(input: $input, language: $language) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: AnnouncementInput!, $language: String) { updateAnnouncement(id: $id, input: $input, language: $language) { ${FIELDS} } }`;
const SHOWN = 'query($language: String) { storefrontAnnouncements(language: $language) { text link } }';

/** The storefront's announcement bar (permission block): the back office's rules and what shoppers see. */
describe('announcements (permission block)', () => {
  let shop: TestShop;
  let token: string;

  const hour = 3600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();

  const shownTexts = async (language?: string) => {
    const answer = await shop.gql(SHOWN, { language });
    expect(answer.errors).toBeUndefined();
    return (answer.data!.storefrontAnnouncements as { text: string }[]).map((row) => row.text);
  };

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(async () => {
    // Leave the worker's shared shop without a bar for the files after this one.
    const all = await shop.gql('{ announcements(options: { perPage: 100 }) { items { id } } }', {}, token);
    const ids = (all.data!.announcements.items as { id: number }[]).map((row) => row.id);
    if (ids.length) await shop.gql('mutation($ids: [Int!]!) { deleteAnnouncements(ids: $ids) { affected } }', { ids }, token);
    await shop.close();
  });

  it('creates, lists, changes only what an update sends, keeps texts per language and deletes', async () => {
    const text = unique('Free delivery over HK$500 ');
    const created = await shop.gql(CREATE, { input: { text, link: '/category/dresses', position: 2 }, language: 'en_us' }, token);
    expect(created.errors).toBeUndefined();
    const announcement = created.data!.createAnnouncement;
    expect(announcement).toMatchObject({ text, link: '/category/dresses', enabled: true, startsAt: null, endsAt: null, position: 2 });

    const list = await shop.gql(
      'query($keyword: String) { announcements(options: { keyword: $keyword }) { totalItems items { id text } } }',
      { keyword: text },
      token,
    );
    expect(list.data!.announcements).toEqual({ totalItems: 1, items: [{ id: announcement.id, text }] });

    const chinese = await shop.gql(UPDATE, { id: announcement.id, input: { text: '滿HK$500免運費' }, language: 'zh_hk' }, token);
    expect(chinese.data!.updateAnnouncement).toMatchObject({ text: '滿HK$500免運費', link: '/category/dresses', position: 2 });
    const moved = await shop.gql(UPDATE, { id: announcement.id, input: { position: 5 } }, token);
    expect(moved.data!.updateAnnouncement).toMatchObject({ text, link: '/category/dresses', enabled: true, position: 5 });
    expect(await shownTexts('zh_hk')).toContain('滿HK$500免運費');

    const removed = await shop.gql('mutation($id: Int!) { deleteAnnouncement(id: $id) }', { id: announcement.id }, token);
    expect(removed.data!.deleteAnnouncement).toBe(true);
    const gone = await shop.gql(`query($id: Int!) { announcement(id: $id) { id } }`, { id: announcement.id }, token);
    expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a bad save with every field at once and writes nothing', async () => {
    const before = await shop.gql('{ announcements { totalItems } }', {}, token);
    const refused = await shop.gql(CREATE, { input: { text: '', link: 'javascript:alert(1)', startsAt: at(2 * hour), endsAt: at(hour), position: -1 } }, token);
    expect(refused.errors?.[0].extensions?.errors).toEqual({
      text: 'This field is required.',
      link: 'Please check your input.',
      endsAt: 'Please check your input.',
      position: 'Please check your input.',
    });
    const after = await shop.gql('{ announcements { totalItems } }', {}, token);
    expect(after.data!.announcements.totalItems).toBe(before.data!.announcements.totalItems);

    // An end sent alone is checked against the stored start.
    const created = await shop.gql(CREATE, { input: { text: unique('Sale '), startsAt: at(hour) } }, token);
    const id = created.data!.createAnnouncement.id;
    const early = await shop.gql(UPDATE, { id, input: { endsAt: at(-hour) } }, token);
    expect(early.errors?.[0].extensions?.errors).toEqual({ endsAt: 'Please check your input.' });
    const stored = await shop.gql(`query($id: Int!) { announcement(id: $id) { endsAt } }`, { id }, token);
    expect(stored.data!.announcement.endsAt).toBeNull();
  });

  it('shows shoppers the enabled ones inside their window, lowest position first, and a change at once', async () => {
    const texts = { open: unique('Open '), later: unique('Later '), over: unique('Over '), off: unique('Off '), first: unique('First ') };
    await shop.gql(CREATE, { input: { text: texts.open, position: 10 } }, token);
    await shop.gql(CREATE, { input: { text: texts.later, startsAt: at(hour), position: 1 } }, token);
    await shop.gql(CREATE, { input: { text: texts.over, endsAt: at(-hour), position: 1 } }, token);
    await shop.gql(CREATE, { input: { text: texts.off, enabled: false, position: 1 } }, token);
    expect(await shownTexts()).toEqual([texts.open]);

    // Visitors share one answer (common/answer-cache.ts); a write is seen by the next one.
    const first = await shop.gql(CREATE, { input: { text: texts.first, startsAt: at(-hour), endsAt: at(hour), position: 3 } }, token);
    expect(await shownTexts()).toEqual([texts.first, texts.open]);
    await shop.gql(
      'mutation($ids: [Int!]!) { updateAnnouncements(ids: $ids, data: { enabled: false }) { affected } }',
      { ids: [first.data!.createAnnouncement.id] },
      token,
    );
    expect(await shownTexts()).toEqual([texts.open]);
  });

  it('lets only staff with the block permission see or change them', async () => {
    const outsider = await staffToken(shop, token, ['page']);
    const blockStaff = await staffToken(shop, token, ['block']);
    const refused = await shop.gql(CREATE, { input: { text: 'No' } }, outsider);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.gql('{ announcements { totalItems } }', {}, outsider)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.gql('{ announcements { totalItems } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const allowed = await shop.gql(CREATE, { input: { text: unique('Yes '), enabled: false } }, blockStaff);
    expect(allowed.errors).toBeUndefined();
  });

  it('lists 100 rows with the statements of 10', async () => {
    const read = (perPage: number) => () => shop.gql(`{ announcements(options: { perPage: ${perPage} }) { items { id text link } } }`, {}, token);
    expect(await shop.statementsOf(read(10))).toBe(await shop.statementsOf(read(100)));
  });
});
