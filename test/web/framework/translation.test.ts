import { changedTranslationsOnly } from '../../../web/src/admin/framework/edit/translation';

describe('changedTranslationsOnly (translations that stay honest)', () => {
  const translatable = ['title', 'metaTitle', 'content'];

  it('drops translatable fields the editor left as they were, keeps globals and changed texts', () => {
    const initial = { title: 'About', metaTitle: 'About us', content: '<p>Hi</p>', url: 'about', enabled: true };
    const input = { title: '關於我們', metaTitle: 'About us', content: '<p>Hi</p>', url: 'about', enabled: false };
    expect(changedTranslationsOnly(input, initial, translatable)).toEqual({ title: '關於我們', url: 'about', enabled: false });
  });

  it('an emptied field is a change: sent as empty, the clear is on purpose', () => {
    expect(changedTranslationsOnly({ title: 'T', metaTitle: '' }, { title: 'T', metaTitle: 'Old' }, translatable)).toEqual({ metaTitle: '' });
  });

  it('null and empty count as the same untouched value', () => {
    expect(changedTranslationsOnly({ content: null, url: 'x' }, { content: '' }, translatable)).toEqual({ url: 'x' });
  });
});
