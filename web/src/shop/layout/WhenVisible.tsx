import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the spot comes near the screen: a lazily loaded part (the footer's newsletter
 * box) is fetched only when the shopper scrolls towards it, so it stays out of the first visit's budget.
 * Without IntersectionObserver (old browsers, tests' jsdom) nothing is shown. `minHeight` keeps the part's
 * room from the start (the server's HTML has nothing there), so that nothing moves when it comes.
 */
export function WhenVisible({
  children,
  margin = '200px',
  minHeight,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}) {
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
  return (
    <Box ref={spot} sx={minHeight === undefined ? undefined : { minHeight }}>
      {near ? children : null}
    </Box>
  );
}
