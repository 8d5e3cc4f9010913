import { footerFormItems } from '../../../web/src/shop/layout/footer-links';

const item = (id: number, type: string, children: unknown[] = [], displayed = true) => ({
  __typename: 'MenuNode' as const,
  id,
  title: `Item ${id}`,
  type,
  url: `u${id}`,
  openInCurrentTab: true,
  displayInMobile: displayed,
  displayInDesktop: displayed,
  children,
});

describe('footer links', () => {
  it('lists every menu item of type form in tree order, hidden from the header or not', () => {
    const tree = [item(1, 'category', [item(2, 'form'), item(3, 'page')]), item(4, 'form', [], false), item(5, 'link')];
    expect(footerFormItems(tree as never).map((i) => i.id)).toEqual([2, 4]);
  });
});
