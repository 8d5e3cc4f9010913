import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BatchColumn, ResourceBatch } from '../resource';

interface Props {
  batch: ResourceBatch;
  count: number;
  onUpdate: (data: Partial<Record<BatchColumn, boolean>>) => void;
  onDelete: () => void;
  /** The resource's own batch actions (declaration `batchActions`). */
  children?: ReactNode;
}

/** The actions on the selected rows: enable/disable, visible/invisible, delete (as the resource declares). */
export function BatchToolbar({ batch, count, onUpdate, onDelete, children }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1, bgcolor: 'action.selected' }} data-testid="batch-toolbar">
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        <FormattedMessage id="admin.resource.selected" values={{ count }} />
      </Typography>
      {batch.enabled ? (
        <>
          <Button size="small" onClick={() => onUpdate({ enabled: true })} data-testid="batch-enable">
            <FormattedMessage id="admin.resource.batch.enable" />
          </Button>
          <Button size="small" onClick={() => onUpdate({ enabled: false })} data-testid="batch-disable">
            <FormattedMessage id="admin.resource.batch.disable" />
          </Button>
        </>
      ) : null}
      {batch.visibled ? (
        <>
          <Button size="small" onClick={() => onUpdate({ visibled: true })} data-testid="batch-visible">
            <FormattedMessage id="admin.resource.batch.visible" />
          </Button>
          <Button size="small" onClick={() => onUpdate({ visibled: false })} data-testid="batch-invisible">
            <FormattedMessage id="admin.resource.batch.invisible" />
          </Button>
        </>
      ) : null}
      {children}
      {batch.delete ? (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} data-testid="batch-delete">
          <FormattedMessage id="admin.resource.batch.delete" />
        </Button>
      ) : null}
    </Stack>
  );
}
