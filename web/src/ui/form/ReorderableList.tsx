import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { FieldArray, useField, type ArrayHelpers } from 'formik';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { moveTarget } from './reorder';

/** The translated names of one item's controls (`position` is 1-based), e.g. 'Move row 2 up'. */
export interface ReorderLabels {
  /** The item's accessible name (a group), e.g. 'Field 2'. */
  item?: string;
  moveBack: string;
  moveForward: string;
  remove: string;
  /** The drag handle's name; draggable lists only. */
  drag?: string;
}

/** What an item draws besides its own fields: its handle and buttons, placed where its layout wants them. */
export interface ReorderableItem {
  index: number;
  position: number;
  /** Move back, move forward and remove, as small icon buttons. */
  controls: ReactNode;
  /** The drag handle, or null in a list that is not draggable. */
  dragHandle: ReactNode;
}

export interface ReorderableListProps<T> {
  /** The formik array's path, e.g. `fields` or `images`. */
  name: string;
  /** `vertical`: cards stacked, moved up and down; `horizontal`: tiles in a wrapping row, moved left and right. */
  orientation?: 'vertical' | 'horizontal';
  /** Items are also moved by dragging one by its handle onto another's place (HTML5 drag and drop). */
  draggable?: boolean;
  labels: (position: number) => ReorderLabels;
  /** Prefix of the test ids: `<id>-<index>` on an item, `<id>-drag-<index>` on its handle. */
  testId: string;
  /** An item's key for React (default: its index). */
  itemKey?: (item: T, index: number) => string | number;
  itemSx?: SxProps<Theme>;
  renderItem: (item: T, controls: ReorderableItem) => ReactNode;
  /** Drawn below the items (an add button, the list's error) with the array helpers. */
  footer?: (helpers: ArrayHelpers) => ReactNode;
}

const ICONS = {
  vertical: { back: ArrowUpwardIcon, forward: ArrowDownwardIcon, backTip: 'common.form.moveUp', forwardTip: 'common.form.moveDown' },
  horizontal: { back: ArrowBackIcon, forward: ArrowForwardIcon, backTip: 'common.form.moveLeft', forwardTip: 'common.form.moveRight' },
} as const;

function ControlButton({
  tip,
  label,
  disabled,
  color,
  onClick,
  children,
}: {
  tip: string;
  label: string;
  disabled?: boolean;
  color?: 'error';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={tip}>
      <span>
        <IconButton size="small" color={color} disabled={disabled} onClick={onClick} aria-label={label}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The one ordered list of the back office's editors (form builder fields, product pictures, slides): each
 * item in an outlined card with buttons to move it back or forward and to remove it, and optionally a drag
 * handle to drop it onto another item's place (the menu tree's way). The caller draws each item's fields
 * and places the controls.
 */
export function ReorderableList<T>({
  name,
  orientation = 'vertical',
  draggable = false,
  labels,
  testId,
  itemKey = (_item, index) => index,
  itemSx,
  renderItem,
  footer,
}: ReorderableListProps<T>) {
  const intl = useIntl();
  const [field] = useField<T[]>(name);
  const items = Array.isArray(field.value) ? field.value : [];
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const icons = ICONS[orientation];
  const endDrag = () => (setDragged(null), setOver(null));

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <>
          <Stack
            direction={orientation === 'horizontal' ? 'row' : 'column'}
            spacing={orientation === 'horizontal' ? 0 : 1.5}
            sx={orientation === 'horizontal' ? { flexWrap: 'wrap', gap: 2 } : undefined}
          >
            {items.map((item, index) => {
              const position = index + 1;
              const text = labels(position);
              const drop = draggable
                ? {
                    onDragOver: (event: DragEvent<HTMLElement>) => {
                      if (moveTarget(dragged, index) === null) return;
                      event.preventDefault();
                      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
                      setOver(index);
                    },
                    onDragLeave: () => setOver((value) => (value === index ? null : value)),
                    onDrop: (event: DragEvent<HTMLElement>) => {
                      event.preventDefault();
                      const target = moveTarget(dragged, index);
                      if (dragged !== null && target !== null) helpers.move(dragged, target);
                      endDrag();
                    },
                  }
                : {};
              const dragHandle = draggable ? (
                <Box
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer?.setData('text/plain', String(index));
                    setDragged(index);
                  }}
                  onDragEnd={endDrag}
                  sx={{ cursor: 'grab', display: 'flex' }}
                  aria-label={text.drag}
                  data-testid={`${testId}-drag-${index}`}
                >
                  <DragIndicatorIcon fontSize="small" color="action" />
                </Box>
              ) : null;
              const controls = (
                <>
                  <ControlButton
                    tip={intl.formatMessage({ id: icons.backTip })}
                    label={text.moveBack}
                    disabled={index === 0}
                    onClick={() => helpers.swap(index, index - 1)}
                  >
                    <icons.back fontSize="small" />
                  </ControlButton>
                  <ControlButton
                    tip={intl.formatMessage({ id: icons.forwardTip })}
                    label={text.moveForward}
                    disabled={index === items.length - 1}
                    onClick={() => helpers.swap(index, index + 1)}
                  >
                    <icons.forward fontSize="small" />
                  </ControlButton>
                  <ControlButton tip={intl.formatMessage({ id: 'common.form.remove' })} label={text.remove} color="error" onClick={() => helpers.remove(index)}>
                    <DeleteIcon fontSize="small" />
                  </ControlButton>
                </>
              );
              return (
                <Paper
                  key={itemKey(item, index)}
                  variant="outlined"
                  {...drop}
                  sx={[
                    { opacity: dragged === index ? 0.5 : 1, borderColor: over === index ? 'primary.main' : undefined, borderWidth: over === index ? 2 : 1 },
                    ...(Array.isArray(itemSx) ? itemSx : [itemSx]),
                  ]}
                  role={text.item ? 'group' : undefined}
                  aria-label={text.item}
                  data-testid={`${testId}-${index}`}
                >
                  {renderItem(item, { index, position, controls, dragHandle })}
                </Paper>
              );
            })}
          </Stack>
          {footer?.(helpers)}
        </>
      )}
    </FieldArray>
  );
}
