import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { usePageInjection } from '../../../web/src/shop/layout/page-injection';
import { SiteCustomisation } from '../../../web/src/shop/layout/SiteCustomisation';
import { ShopTestProviders, publicConfigMock } from './shop-test-utils';

function Injector({ html }: { html: string }) {
  usePageInjection('test_slot', html, 'head');
  return null;
}

const injected = () => Array.from(document.querySelectorAll('[data-shop-injection="test_slot"]'));

describe("the shop's scripts, CSS and template variables", () => {
  it('inserts header and footer scripts as real script elements, the CSS and the variables on :root', async () => {
    render(
      <ShopTestProviders
        mocks={[
          publicConfigMock(null, {
            scriptHeader: '<script src="https://example.com/analytics.js" async></script><meta name="shop-test" content="1">',
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
    const headScript = document.head.querySelector<HTMLScriptElement>('script[data-shop-injection="script_header"]');
    expect(headScript?.src).toBe('https://example.com/analytics.js');
    expect(headScript?.hasAttribute('async')).toBe(true);
    expect(document.head.querySelector('meta[name="shop-test"]')).not.toBeNull();
    const footer = document.body.lastElementChild as HTMLScriptElement;
    expect(footer.tagName).toBe('SCRIPT');
    expect(footer.text).toBe('window.footerRan = true;');
    expect(document.head.querySelector('style[data-shop-injection="css"]')?.textContent).toBe('body { margin: 0 }');
    expect(document.documentElement.style.getPropertyValue('--primary_color')).toBe('#aa3300');
  });

  it('replaces what it inserted when the value changes and removes it when unmounted', () => {
    jest.useFakeTimers();
    try {
      const { rerender, unmount } = render(<Injector html="<script>var a = 1;</script>" />);
      expect(injected()).toHaveLength(1);
      const first = injected()[0];
      rerender(<Injector html="<script>var a = 1;</script>" />);
      expect(injected()[0]).toBe(first); // same value: the script is not run again
      rerender(<Injector html="<script>var a = 2;</script>" />);
      expect(injected()).toHaveLength(1);
      expect((injected()[0] as HTMLScriptElement).text).toBe('var a = 2;');
      unmount();
      jest.runAllTimers();
      expect(injected()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
