import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { HeaderPopupMenu } from './HeaderPopupMenu';
import { menuLink, menuLinkProps, type HeaderMenuNode } from './menu-links';
import type { PopupMenuEntry } from './PopupMenu';

/**
 * A desktop menu item with children: a button opening a dropdown that leads to the item itself, then its
 * children, each followed by its own children indented.
 */
export function MenuDropdown({ item }: { item: HeaderMenuNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
        data-testid="shop-menu-item"
      >
        {item.title}
      </Button>
      <HeaderPopupMenu id={menuId} anchorEl={anchor} onClose={close} entries={dropdownEntries(item)} />
    </>
  );
}

/** The item itself, then each child followed by its own children. */
function dropdownEntries(item: HeaderMenuNode): PopupMenuEntry[] {
  const entry = (node: HeaderMenuNode, place: Pick<PopupMenuEntry, 'heading' | 'nested'> = {}): PopupMenuEntry => ({
    key: String(node.id),
    label: node.title,
    link: menuLinkProps(menuLink(node)),
    ...place,
  });
  return [
    entry(item, { heading: true }),
    ...item.children.flatMap((child) => [entry(child), ...child.children.map((grandchild) => entry(grandchild, { nested: true }))]),
  ];
}
