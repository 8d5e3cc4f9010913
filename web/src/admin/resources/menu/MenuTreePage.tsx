import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MenuTreeDocument, MoveMenuDocument } from '../../../graphql/admin/graphql';
import { MessageDialog, type DialogMessage } from '../../framework/dialogs';
import { errorMessages } from '../../framework/format';
import { MenuTreeLevel } from './MenuTreeLevel';
import { applyDrop, changesTree, moveInput, toTree, type Drop, type TreeItem } from './menu-tree';

/** Message of spec 4/8 when the server refuses a move. */
const ORDER_FAIL_ID = 'admin.menus.orderFail';

/**
 * The menu tree (`/admin/menu/tree`): every item under its parent, in order, rearranged by drag and drop
 * (or the up/down buttons). A drop shows the new place at once and asks the server (`moveMenu`), which
 * computes the orders (spec 4: steps of 100, the midpoint between the new neighbours, the following
 * siblings +200 when there is no gap; a swap or a new parent). When the server refuses, the screen says
 * 'Update Menu Order Fail' and shows the previous order again.
 */
export function MenuTreePage() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(MenuTreeDocument, { fetchPolicy: 'cache-and-network' });
  const [move] = useMutation(MoveMenuDocument);
  const serverTree = useMemo(() => toTree(data?.menuTree ?? []), [data]);
  // The tree as dropped, until the server has answered (null: the server's tree is shown).
  const [optimistic, setOptimistic] = useState<TreeItem[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const tree = optimistic ?? serverTree;
  const busy = optimistic !== null;

  const title = intl.formatMessage({ id: 'admin.menus.tree' });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const drop = async (id: number, target: Drop) => {
    setDragged(null);
    if (busy || !changesTree(tree, id, target)) return;
    setOptimistic(applyDrop(tree, id, target) ?? null);
    try {
      await move({ variables: { input: moveInput(id, target) } });
    } catch (failure) {
      // The tree as it was before the drop comes back.
      setOptimistic(null);
      const failText = intl.formatMessage({ id: ORDER_FAIL_ID });
      setMessage({ titleId: ORDER_FAIL_ID, messages: errorMessages(failure).filter((text) => text !== failText) });
      return;
    }
    // The server's tree, with the orders it computed, replaces the dropped one.
    try {
      await refetch();
    } catch {
      // The query's own error shows above the tree.
    } finally {
      setOptimistic(null);
    }
  };

  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Button component={RouterLink} to="/admin/menu" startIcon={<ArrowBackIcon />} data-testid="back-to-list">
          <FormattedMessage id="admin.menu.menu" />
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/admin/menu/create" data-testid="tree-create">
          <FormattedMessage id="admin.resource.create" />
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="admin.menus.treeHelp" />
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessages(error).join(' ')}
        </Alert>
      ) : null}
      {data && tree.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="admin.resource.empty" />
        </Typography>
      ) : null}
      <Box role="tree" aria-label={title} aria-busy={busy} data-testid="menu-tree">
        <MenuTreeLevel
          tree={tree}
          items={tree}
          parentId={null}
          dragged={dragged}
          disabled={busy}
          onDragStart={setDragged}
          onDragEnd={() => setDragged(null)}
          onDrop={(id, target) => void drop(id, target)}
        />
      </Box>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Paper>
  );
}
