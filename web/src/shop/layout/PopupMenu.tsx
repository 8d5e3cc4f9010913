import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { menuLinkProps } from './menu-links';

/** One entry of a header menu: a choice (`onSelect`) or a link (`link`). */
export interface PopupMenuEntry {
  key: string;
  label: ReactNode;
  selected?: boolean;
  /** The entry's own language (a language's name written in it). */
  lang?: string;
  link?: ReturnType<typeof menuLinkProps>;
  /** The dropdown's own item: in bold, a divider under it. */
  heading?: boolean;
  /** A child's child: smaller and indented. */
  nested?: boolean;
  onSelect?: () => void;
}

export interface PopupMenuProps {
  id: string;
  /** The button the menu opens from; none: closed. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  entries: readonly PopupMenuEntry[];
}

/**
 * A header menu's popup (the language and currency switchers, a desktop menu item's dropdown), loaded when
 * one first opens (HeaderPopupMenu.tsx). Choosing an entry closes the menu, then acts. A flat list of items: MUI's
 * menu moves the focus among its direct children, which must not be fragments.
 */
export default function PopupMenu({ id, anchorEl, onClose, entries }: PopupMenuProps) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {entries.flatMap((entry) => {
        const item = (
          <MenuItem
            key={entry.key}
            selected={entry.selected}
            lang={entry.lang}
            dense={entry.nested}
            sx={entry.heading ? { fontWeight: 600 } : entry.nested ? { pl: 4 } : undefined}
            onClick={() => {
              onClose();
              entry.onSelect?.();
            }}
            {...entry.link}
          >
            {entry.label}
          </MenuItem>
        );
        return entry.heading ? [item, <Divider key={`${entry.key}-divider`} />] : [item];
      })}
    </Menu>
  );
}
