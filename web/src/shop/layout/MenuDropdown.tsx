import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Fragment, useId, useState } from 'react';
import { menuLink, menuLinkProps, type HeaderMenuNode } from './menu-links';

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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={close} sx={{ fontWeight: 600 }} {...menuLinkProps(menuLink(item))}>
          {item.title}
        </MenuItem>
        <Divider />
        {item.children.map((child) => (
          <Fragment key={child.id}>
            <MenuItem onClick={close} {...menuLinkProps(menuLink(child))}>
              {child.title}
            </MenuItem>
            {child.children.map((grandchild) => (
              <MenuItem key={grandchild.id} onClick={close} dense sx={{ pl: 4 }} {...menuLinkProps(menuLink(grandchild))}>
                {grandchild.title}
              </MenuItem>
            ))}
          </Fragment>
        ))}
      </Menu>
    </>
  );
}
