import { useLazyQuery, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PosCreateCustomerDocument, PosCustomersDocument } from '../../../../graphql/admin/graphql';
import { toLocalizedFormErrors } from '../../../../ui/errors';
import { ticketCustomer, type Ticket } from './ticket';

interface Props {
  customer: Ticket['customer'];
  onChange(customer: Ticket['customer']): void;
}

const EMPTY = { firstName: '', lastName: '', email: '', phone: '' };

/** The ticket's customer: walk-in (none), found by phone, e-mail or name, or made on the spot. */
export function CustomerPicker({ customer, onChange }: Props) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  const [search, { data }] = useLazyQuery(PosCustomersDocument, { fetchPolicy: 'network-only' });
  const [create, { loading }] = useMutation(PosCreateCustomerDocument);
  const [draft, setDraft] = useState<typeof EMPTY | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (customer) {
    return <Chip data-testid="pos-customer" label={`${customer.name} · ${customer.email}`} onDelete={() => onChange(null)} sx={{ alignSelf: 'flex-start' }} />;
  }

  const save = async () => {
    if (!draft) return;
    try {
      const answer = await create({ variables: { input: { ...draft, lastName: draft.lastName || null, phone: draft.phone || null } } });
      const made = answer.data!.posCreateCustomer;
      onChange(ticketCustomer(made));
      setDraft(null);
      setErrors({});
    } catch (error) {
      const { fields, form } = toLocalizedFormErrors(intl, error, Object.keys(EMPTY));
      setErrors(form ? { ...fields, firstName: fields.firstName ?? form } : fields);
    }
  };

  if (draft) {
    const field = (name: keyof typeof EMPTY) => (
      <TextField
        key={name}
        size="small"
        label={intl.formatMessage({ id: `admin.pos.customer.${name}` })}
        value={draft[name]}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    );
    return (
      <Stack spacing={1}>
        {(['firstName', 'lastName', 'email', 'phone'] as const).map(field)}
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" disabled={loading} onClick={() => void save()}>
            <FormattedMessage id="admin.pos.customer.save" />
          </Button>
          <Button size="small" onClick={() => setDraft(null)}>
            <FormattedMessage id="common.action.cancel" />
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          fullWidth
          label={intl.formatMessage({ id: 'admin.pos.customer.search' })}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && keyword.trim()) void search({ variables: { keyword: keyword.trim() } });
          }}
        />
        <Button size="small" onClick={() => setDraft({ ...EMPTY, phone: /^[\d +]+$/.test(keyword) ? keyword : '' })}>
          <FormattedMessage id="admin.pos.customer.new" />
        </Button>
      </Stack>
      {data?.posCustomers.length ? (
        <List dense disablePadding>
          {data.posCustomers.map((c) => (
            <ListItemButton key={c.id} onClick={() => onChange(ticketCustomer(c))}>
              <ListItemText primary={`${c.firstName} ${c.lastName}`} secondary={[c.email, c.phone].filter(Boolean).join(' · ')} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
