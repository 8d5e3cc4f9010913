import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { menuLink, menuLinkProps, type HeaderMenuNode } from './menu-links';

/**
 * The phone menu's drawer with the tree; items with children expand in place. A chunk of its own, loaded
 * when the menu is first opened (MobileMenu.tsx): the drawer, the list and the icons are not on the first screen.
 */
export function MobileMenuDrawer({ items, open, onClose }: { items: HeaderMenuNode[]; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shop.menu.label' });
  return (
    // The drawer is a dialog: it needs a name of its own for a screen reader to say what opened.
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': label } }}>
      <Box component="nav" aria-label={label} sx={{ width: 280 }} data-testid="shop-menu-drawer">
        <List>
          {items.map((item) => (
            <MobileMenuEntry key={item.id} item={item} depth={0} onNavigate={onClose} />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}

function MobileMenuEntry({ item, depth, onNavigate }: { item: HeaderMenuNode; depth: number; onNavigate: () => void }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const hasChildren = item.children.length > 0;
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          hasChildren ? (
            <IconButton
              edge="end"
              aria-label={intl.formatMessage({ id: expanded ? 'shop.menu.collapse' : 'shop.menu.expand' }, { title: item.title })}
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          ) : undefined
        }
      >
        <ListItemButton onClick={onNavigate} sx={{ pl: 2 + depth * 2 }} {...menuLinkProps(menuLink(item))}>
          <ListItemText primary={item.title} />
        </ListItemButton>
      </ListItem>
      {hasChildren ? (
        <Collapse in={expanded} unmountOnExit>
          <List disablePadding>
            {item.children.map((child) => (
              <MobileMenuEntry key={child.id} item={child} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      ) : null}
    </>
  );
}

export default MobileMenuDrawer;
