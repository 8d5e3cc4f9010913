import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { usePageInjection } from '../../../web/src/shop/layout/page-injection';
import { SiteCustomisation } from '../../../web/src/shop/layout/SiteCustomisation';
import { ShopTestProviders, publicConfigMock } from './shop-test-utils';

function Injector({ css }: { css: string }) {
  usePageInjection('test_slot', css, 'head');
  return null;
}

const injected = () => Array.from(document.querySelectorAll('[data-shop-injection="test_slot"]'));

describe("the shop's CSS and template variables", () => {
  it('inserts the CSS and the variables on :root, and never runs the header or footer scripts (the server writes them)', async () => {
    const win = window as unknown as { headerRan?: boolean; footerRan?: boolean };
    render(
      <ShopTestProviders
        mocks={[
          publicConfigMock(null, {
            scriptHeader: '<script>window.headerRan = true;</script><meta name="shop-test" content="1">',
            footerScript: 'window.footerRan = true;',
            css: 'body { margin: 0 }',
            templateVariables: [{ name: 'primary_color', value: '#aa3300' }],
          }),
        ]}
      >
        <SiteCustomisation />
      </ShopTestProviders>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="shop-test"]')).toBeNull();
    expect(win.headerRan).toBeUndefined();
    expect(win.footerRan).toBeUndefined();
    expect(document.head.querySelector('style[data-shop-injection="css"]')?.textContent).toBe('body { margin: 0 }');
    expect(document.documentElement.style.getPropertyValue('--primary_color')).toBe('#aa3300');
  });

  it('replaces what it inserted when the value changes and removes it when unmounted', () => {
    jest.useFakeTimers();
    try {
      const { rerender, unmount } = render(<Injector css="a { color: red }" />);
      expect(injected()).toHaveLength(1);
      const first = injected()[0];
      rerender(<Injector css="a { color: red }" />);
      expect(injected()[0]).toBe(first); // same value: the element is kept
      rerender(<Injector css="a { color: blue }" />);
      expect(injected()).toHaveLength(1);
      expect(injected()[0].textContent).toBe('a { color: blue }');
      unmount();
      jest.runAllTimers();
      expect(injected()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
