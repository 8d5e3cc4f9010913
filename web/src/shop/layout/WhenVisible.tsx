import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the spot comes near the screen: a lazily loaded part (the footer's newsletter
 * box) is fetched only when the shopper scrolls towards it, so it stays out of the first visit's budget.
 * Without IntersectionObserver (old browsers, tests' jsdom) nothing is shown.
 */
export function WhenVisible({ children, margin = '200px' }: { children: ReactNode; margin?: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return <div ref={spot}>{near ? children : null}</div>;
}
