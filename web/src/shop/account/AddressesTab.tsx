import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AddressesDocument,
  CreateAddressDocument,
  DeleteAddressDocument,
  UpdateAddressDocument,
  type AddressFieldsFragment,
  type AddressInput,
} from '../../graphql/shop/graphql';
import { toLocalizedFormErrors } from '../../ui/errors';
import { AddressForm } from './AddressForm';
import { countryName } from './countries';
import { ErrorAlert } from '../../ui/ErrorAlert';

type Address = AddressFieldsFragment;
/** The address being edited: a new one, an existing one, or none (dialog closed). */
type Editing = { address: Address | null } | null;

/** Every write answers the whole list, flags moved by the server included: that list becomes the cache's. */
function storeList(cache: ApolloCache, list: readonly Address[] | undefined) {
  if (list) cache.writeQuery({ query: AddressesDocument, data: { addresses: [...list] } });
}

const inputOf = (address: Address, change: Partial<AddressInput> = {}): AddressInput => ({
  firstName: address.firstName,
  lastName: address.lastName,
  country: address.country,
  contactNumber: address.contactNumber,
  address: address.address,
  ...change,
});

/**
 * The addresses tab of /account: the shopper's address book with add, edit and delete, and the default
 * billing and shipping address (one each; making an address the default takes the flag from the other).
 */
export function AddressesTab() {
  const intl = useIntl();
  const { data, error, loading } = useQuery(AddressesDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [failure, setFailure] = useState<string>();
  const [createAddress] = useMutation(CreateAddressDocument, { update: (cache, { data: d }) => storeList(cache, d?.createAddress) });
  const [updateAddress] = useMutation(UpdateAddressDocument, { update: (cache, { data: d }) => storeList(cache, d?.updateAddress) });
  const [deleteAddress, { loading: deletingNow }] = useMutation(DeleteAddressDocument, {
    update: (cache, { data: d }) => storeList(cache, d?.deleteAddress),
  });

  const addresses = data?.addresses ?? [];

  const save = async (input: AddressInput) => {
    const id = editing?.address?.id;
    if (id) await updateAddress({ variables: { id, input } });
    else await createAddress({ variables: { input } });
    setEditing(null);
  };

  const quick = async (work: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await work();
    } catch (e) {
      setFailure(toLocalizedFormErrors(intl, e).form ?? Object.values(toLocalizedFormErrors(intl, e).fields).join('\n'));
    }
  };

  const confirmDelete = async () => {
    const address = deleting;
    setDeleting(null);
    if (address) await quick(() => deleteAddress({ variables: { id: address.id } }));
  };

  if (!data && loading) return <Skeleton variant="rounded" height={160} data-testid="addresses-loading" />;
  return (
    <Stack spacing={2} data-testid="addresses-tab">
      {error && !data ? <ErrorAlert error={error} /> : null}
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(undefined)} sx={{ whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">
          <FormattedMessage id="shop.address.count" values={{ count: addresses.length }} />
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ address: null })} data-testid="address-add">
          <FormattedMessage id="shop.address.add" />
        </Button>
      </Stack>
      {addresses.length === 0 && data ? (
        <Typography color="text.secondary" data-testid="addresses-empty">
          <FormattedMessage id="shop.address.empty" />
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        {addresses.map((address) => (
          <Grid key={address.id} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" data-testid={`address-${address.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  <FormattedMessage id="shop.account.name" values={{ firstName: address.firstName, lastName: address.lastName }} />
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{address.address}</Typography>
                <Typography>{countryName(address.country, intl.locale)}</Typography>
                <Typography color="text.secondary">{address.contactNumber}</Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                  {address.defaultBilling ? (
                    <Chip size="small" color="primary" label={intl.formatMessage({ id: 'shop.address.defaultBilling' })} data-testid="default-billing" />
                  ) : null}
                  {address.defaultShipping ? (
                    <Chip size="small" color="secondary" label={intl.formatMessage({ id: 'shop.address.defaultShipping' })} data-testid="default-shipping" />
                  ) : null}
                </Stack>
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => setEditing({ address })} data-testid="address-edit">
                  <FormattedMessage id="shop.address.editAction" />
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(address)} data-testid="address-delete">
                  <FormattedMessage id="shop.address.deleteAction" />
                </Button>
                {address.defaultBilling ? null : (
                  <Button
                    size="small"
                    onClick={() => void quick(() => updateAddress({ variables: { id: address.id, input: inputOf(address, { defaultBilling: true }) } }))}
                    data-testid="make-default-billing"
                  >
                    <FormattedMessage id="shop.address.makeDefaultBilling" />
                  </Button>
                )}
                {address.defaultShipping ? null : (
                  <Button
                    size="small"
                    onClick={() => void quick(() => updateAddress({ variables: { id: address.id, input: inputOf(address, { defaultShipping: true }) } }))}
                    data-testid="make-default-shipping"
                  >
                    <FormattedMessage id="shop.address.makeDefaultShipping" />
                  </Button>
                )}
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm" aria-labelledby="address-dialog-title">
        <DialogTitle id="address-dialog-title">
          <FormattedMessage id={editing?.address ? 'shop.address.edit' : 'shop.address.add'} />
        </DialogTitle>
        <DialogContent>{editing ? <AddressForm initial={editing.address} onSubmit={save} onCancel={() => setEditing(null)} /> : null}</DialogContent>
      </Dialog>

      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="address-delete-title">
        <DialogTitle id="address-delete-title">
          <FormattedMessage id="shop.address.deleteAction" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="shop.address.deleteConfirm" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>
            <FormattedMessage id="common.action.cancel" />
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={deletingNow} data-testid="address-delete-confirm">
            <FormattedMessage id="common.action.confirm" />
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
