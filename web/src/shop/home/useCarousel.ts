import { useEffect, useState, type FocusEvent, type KeyboardEvent, type TouchEvent } from 'react';

/** Spec 9: a slider advances every 5 seconds. */
export const AUTOPLAY_MS = 5000;
/** A horizontal move longer than this (px) is a swipe. */
const SWIPE_PX = 40;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel's state: the slide shown, autoplay that stops while the pointer is over it or focus is in it
 * (and when the shopper pressed pause, or asked their system for reduced motion), arrows and swipes.
 */
export function useCarousel(count: number, intervalMs = AUTOPLAY_MS) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touchX, setTouchX] = useState<number | null>(null);
  const running = playing && !hovered && !focused && count > 1;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  // Keyed on the index: a slide chosen by hand gets its full time too.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    /** Autoplay is on (the live region stays quiet while it is). */
    running,
    /** The shopper's own choice (the pause / play button). */
    playing,
    go,
    togglePlaying: () => setPlaying((value) => !value),
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'ArrowRight') go(index + 1);
        else if (event.key === 'ArrowLeft') go(index - 1);
      },
      onTouchStart: (event: TouchEvent<HTMLElement>) => setTouchX(event.touches[0]?.clientX ?? null),
      onTouchEnd: (event: TouchEvent<HTMLElement>) => {
        const endX = event.changedTouches[0]?.clientX;
        if (touchX !== null && endX !== undefined && Math.abs(endX - touchX) > SWIPE_PX) go(index + (endX < touchX ? 1 : -1));
        setTouchX(null);
      },
    },
  };
}
