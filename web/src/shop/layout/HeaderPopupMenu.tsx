import { lazy } from 'react';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { OptionalChunk } from './OptionalChunk';
import type { PopupMenuProps } from './PopupMenu';

/**
 * MUI's Menu with its Popover, Modal, focus trap and transition: a chunk of its own, loaded when a header
 * menu first opens. Every storefront page has three such menus (language, currency, the desktop menu's
 * dropdowns) that most visits never open; in the layout's chunk they were 8.5 kB of gzip on every first
 * visit and their modules' evaluation before hydration (issue 42).
 */
const PopupMenu = lazy(() => import('./PopupMenu'));

/** A header menu's popup, mounted from its first opening on. */
export function HeaderPopupMenu(props: PopupMenuProps) {
  if (!useOpenedOnce(Boolean(props.anchorEl))) return null;
  return (
    <OptionalChunk>
      <PopupMenu {...props} />
    </OptionalChunk>
  );
}
