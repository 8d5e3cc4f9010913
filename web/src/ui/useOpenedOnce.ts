import { useState } from 'react';

/**
 * True from the first render in which `open` is true on: a lazily loaded popup (a menu, a drawer, a
 * dialog) is mounted when first opened, not on the page's first load, and then stays mounted, so that it
 * closes with its transition and gives the focus back to what opened it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state following a prop): the opening render already mounts it.
  if (open && !opened) setOpened(true);
  return opened || open;
}
