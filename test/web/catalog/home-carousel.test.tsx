import { fireEvent, render, screen } from '@testing-library/react';
import { Carousel, type HomeSlider } from '../../../web/src/shop/home/Carousel';
import { AUTOPLAY_MS } from '../../../web/src/shop/home/useCarousel';
import { variantSrcSet } from '../../../web/src/ui/Picture';
import { ShopTestProviders, clearCookies, messages } from '../shop/shop-test-utils';
import { advance, useFakeTimers, useRealTimers } from './catalog-test-utils';

const slider: HomeSlider = {
  id: 1,
  title: 'Summer',
  slides: [1, 2, 3].map((n) => ({
    id: n,
    imagePath: `/uploads/${n}.png`,
    mobileImagePath: n === 1 ? '/uploads/1-phone.png' : null,
    title: `Slide ${n}`,
    caption: '',
    buttonText: n === 1 ? 'Shop now' : '',
    link: '/search',
  })),
};

const shown = () => Number(screen.getByTestId('home-carousel').getAttribute('data-index'));

function renderCarousel() {
  render(
    <ShopTestProviders mocks={[]} shopProviders={false}>
      <Carousel slider={slider} eager />
    </ShopTestProviders>,
  );
}

beforeEach(() => {
  clearCookies();
  useFakeTimers();
});
afterEach(useRealTimers);

describe('home carousel', () => {
  it('advances every 5 seconds, stops while hovered or focused, and on the pause button', async () => {
    renderCarousel();
    expect(shown()).toBe(0);
    await advance(AUTOPLAY_MS);
    expect(shown()).toBe(1);
    const carousel = screen.getByTestId('home-carousel');
    fireEvent.mouseEnter(carousel);
    await advance(AUTOPLAY_MS * 3);
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(carousel);
    await advance(AUTOPLAY_MS);
    expect(shown()).toBe(2);
    // focus inside stops it too; the live region speaks only while it is stopped
    const next = screen.getByRole('button', { name: messages['shop.carousel.next'] });
    fireEvent.focus(next);
    await advance(AUTOPLAY_MS * 2);
    expect(shown()).toBe(2);
    expect(carousel.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    fireEvent.blur(next);
    expect(carousel.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: messages['shop.carousel.pause'] }));
    await advance(AUTOPLAY_MS * 2);
    expect(shown()).toBe(2);
    expect(screen.getByRole('button', { name: messages['shop.carousel.play'] })).toBeTruthy();
  });

  it('is used by buttons, arrow keys and swipes, with the carousel roles and the phone picture', () => {
    renderCarousel();
    const carousel = screen.getByTestId('home-carousel');
    expect(carousel.getAttribute('aria-roledescription')).toBe(messages['shop.carousel.carousel']);
    expect(carousel.getAttribute('aria-label')).toBe('Summer');
    fireEvent.click(screen.getByRole('button', { name: messages['shop.carousel.next'] }));
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: messages['shop.carousel.previous'] }));
    fireEvent.click(screen.getByRole('button', { name: messages['shop.carousel.previous'] }));
    expect(shown()).toBe(2);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toBe(0);
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: messages['shop.carousel.show'].replace('{position}', '1') }));
    expect(shown()).toBe(0);
    const first = screen.getByTestId('carousel-slide-0');
    expect(first.getAttribute('aria-roledescription')).toBe(messages['shop.carousel.slide']);
    expect(first.getAttribute('aria-hidden')).toBe('false');
    expect(screen.getByTestId('carousel-slide-1').getAttribute('aria-hidden')).toBe('true');
    // Each picture in the variant the screen needs: the phone's from its own picture's variants.
    expect(first.querySelector('source')!.getAttribute('srcset')).toBe(variantSrcSet('/uploads/1-phone.png'));
    expect(first.querySelector('img')!.getAttribute('srcset')).toBe(variantSrcSet('/uploads/1.png'));
    expect([first.querySelector('img')!.getAttribute('loading'), first.querySelector('img')!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(screen.getByTestId('carousel-slide-1').querySelector('img')!.getAttribute('loading')).toBe('lazy');
    // The first slide's preloads: a phone's for phones, the wide one for wider screens (a phone loaded both).
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      media: link.getAttribute('media'),
      srcset: link.getAttribute('imagesrcset'),
    }));
    expect(preloads).toEqual([
      { media: '(max-width: 599.95px)', srcset: variantSrcSet('/uploads/1-phone.png') },
      { media: '(min-width: 600px)', srcset: variantSrcSet('/uploads/1.png') },
    ]);
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/search');
  });
});
