import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { menuTypeLabelId } from './options';
import { changesTree, type Drop, type TreeItem } from './menu-tree';

interface DragProps {
  /** The whole tree (what may be dropped where depends on it). */
  tree: TreeItem[];
  /** The item being dragged, if any. */
  dragged: number | null;
  /** A move is on its way to the server: nothing else moves meanwhile. */
  disabled: boolean;
  onDragStart: (id: number) => void;
  onDragEnd: () => void;
  onDrop: (id: number, drop: Drop) => void;
}

/**
 * Native HTML5 drag and drop: a target accepts the dragged item when the drop is allowed (never into
 * the item's own subtree) and changes something, and shows that it would take it.
 */
function useDropTarget({ tree, dragged, disabled, onDrop }: DragProps, drop: Drop) {
  const [over, setOver] = useState(false);
  const accepts = dragged !== null && !disabled && changesTree(tree, dragged, drop);
  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!accepts) return;
      // Taking the event is what tells the browser a drop is allowed here.
      event.preventDefault();
      event.stopPropagation();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      if (!over) setOver(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Moving onto a child element of the target is still over the target.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setOver(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setOver(false);
      if (!accepts || dragged === null) return;
      event.preventDefault();
      event.stopPropagation();
      onDrop(dragged, drop);
    },
  };
  return { over: over && accepts, accepts, handlers };
}

/** The line between two items (or after the last one): dropping there puts the item at that place. */
function DropGap({ drop, testId, ...props }: DragProps & { drop: Drop; testId: string }) {
  const { over, accepts, handlers } = useDropTarget(props, drop);
  return (
    <Box {...handlers} data-testid={testId} aria-hidden sx={{ height: 10, display: 'flex', alignItems: 'center', mx: 1 }}>
      <Box sx={{ height: over ? 3 : 1, width: '100%', borderRadius: 1, bgcolor: over ? 'primary.main' : accepts ? 'action.hover' : 'transparent' }} />
    </Box>
  );
}

/** While dragging, the place on a row that trades places with the dragged item (spec 4: swap). */
function SwapTarget({ item, ...props }: DragProps & { item: TreeItem }) {
  const intl = useIntl();
  const { over, accepts, handlers } = useDropTarget(props, { swapWithId: item.id });
  if (!accepts) return null;
  return (
    <Tooltip title={intl.formatMessage({ id: 'admin.menus.swapHere' })}>
      <Box
        {...handlers}
        data-testid={`drop-swap-${item.id}`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1,
          py: 0.5,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.selected' : undefined,
        }}
      >
        <SwapVertIcon fontSize="small" color={over ? 'primary' : 'action'} />
      </Box>
    </Tooltip>
  );
}

interface RowProps extends DragProps {
  item: TreeItem;
  parentId: number | null;
  previous?: TreeItem;
  next?: TreeItem;
  afterNext?: TreeItem;
}

/** One item: dragged by its row, takes a dropped item as its last child, moves up and down by buttons. */
function MenuTreeRow({ item, parentId, previous, next, afterNext, ...props }: RowProps) {
  const intl = useIntl();
  const { over, handlers } = useDropTarget(props, { parentId: item.id });
  const isDragged = props.dragged === item.id;
  const hidden = !item.displayInMobile && !item.displayInDesktop;
  const moveUp = previous ? () => props.onDrop(item.id, { parentId, beforeId: previous.id }) : undefined;
  const moveDown = next ? () => props.onDrop(item.id, afterNext ? { parentId, beforeId: afterNext.id } : { parentId }) : undefined;
  return (
    <Stack
      {...handlers}
      direction="row"
      spacing={1}
      draggable={!props.disabled}
      onDragStart={(event) => {
        event.stopPropagation();
        if (event.dataTransfer) {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(item.id));
        }
        props.onDragStart(item.id);
      }}
      onDragEnd={props.onDragEnd}
      data-testid={`menu-item-${item.id}`}
      sx={{
        alignItems: 'center',
        px: 1,
        py: 0.5,
        border: 1,
        borderRadius: 1,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.selected' : 'background.paper',
        opacity: isDragged ? 0.5 : 1,
        cursor: props.disabled ? 'progress' : 'grab',
      }}
    >
      <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
      <Typography sx={{ fontWeight: 500, flexShrink: 0 }} data-testid="menu-item-title">
        {item.title}
      </Typography>
      <Chip size="small" variant="outlined" label={<FormattedMessage id={menuTypeLabelId(item.type)} />} />
      <Typography variant="body2" color="text.secondary" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
        {item.url}
      </Typography>
      {!item.enabled ? <Chip size="small" label={<FormattedMessage id="admin.menus.disabled" />} /> : null}
      {hidden ? <Chip size="small" label={<FormattedMessage id="admin.menus.invisible" />} /> : null}
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 72, textAlign: 'right' }} data-testid={`menu-order-${item.id}`}>
        <FormattedMessage id="admin.menus.orderValue" values={{ order: item.order }} />
      </Typography>
      <SwapTarget item={item} {...props} />
      <IconButton
        size="small"
        disabled={props.disabled || !moveUp}
        onClick={moveUp}
        aria-label={intl.formatMessage({ id: 'admin.menus.moveUp' }, { title: item.title })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={props.disabled || !moveDown}
        onClick={moveDown}
        aria-label={intl.formatMessage({ id: 'admin.menus.moveDown' }, { title: item.title })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" component={RouterLink} to={`/admin/menu/edit/${item.id}`} aria-label={intl.formatMessage({ id: 'admin.resource.edit' })}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** The items under one parent, each followed by its own children, with the drop lines between them. */
export function MenuTreeLevel({ items, parentId, ...props }: DragProps & { items: TreeItem[]; parentId: number | null }) {
  if (items.length === 0) return null;
  return (
    <Box role={parentId === null ? undefined : 'group'}>
      {items.map((item, index) => (
        <Box key={item.id} role="treeitem" aria-label={item.title} aria-expanded={item.children.length ? true : undefined}>
          <DropGap {...props} drop={{ parentId, beforeId: item.id }} testId={`drop-before-${item.id}`} />
          <MenuTreeRow {...props} item={item} parentId={parentId} previous={items[index - 1]} next={items[index + 1]} afterNext={items[index + 2]} />
          {item.children.length ? (
            <Box sx={{ pl: { xs: 2, md: 4 } }}>
              <MenuTreeLevel {...props} items={item.children} parentId={item.id} />
            </Box>
          ) : null}
        </Box>
      ))}
      <DropGap {...props} drop={{ parentId }} testId={`drop-end-${parentId ?? 'root'}`} />
    </Box>
  );
}
