import { useApolloClient, useLazyQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PosProductsDocument, type PosProductsQuery } from '../../../../graphql/admin/graphql';
import { useShopMoney } from '../../../framework/useShopMoney';

type PosProduct = PosProductsQuery['posProducts'][number];

interface Props {
  storeId: number;
  categories: { id: number; title: string }[];
  onAdd(product: PosProduct): void;
  /** Shown when a scanned code matches nothing. */
  onNotFound(code: string): void;
}

/**
 * Search by name or sku, or scan: a scanner types the sku and Enter, which adds the exact match at once
 * (the box is cleared and keeps the focus for the next scan). Category chips show their products as tiles.
 */
export function ProductPicker({ storeId, categories, onAdd, onNotFound }: Props) {
  const intl = useIntl();
  const money = useShopMoney();
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [load, { data }] = useLazyQuery(PosProductsDocument, { fetchPolicy: 'network-only' });
  const input = useRef<HTMLInputElement>(null);
  const client = useApolloClient();
  const [lookupFailed, setLookupFailed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => void load({ variables: { storeId, keyword: keyword || null, categoryId } }), keyword ? 250 : 0);
    return () => clearTimeout(timer);
  }, [load, storeId, keyword, categoryId]);

  const scan = async () => {
    const code = keyword.trim();
    if (!code) return;
    // A query of its own, not the tiles' lazy query: the typing's debounced load of the same keyword may
    // start while this one is in flight, and a second load of one lazy query drops the first's answer.
    const result = await client
      .query({ query: PosProductsDocument, variables: { storeId, keyword: code, categoryId: null }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
    setLookupFailed(!result);
    if (!result) {
      // Unreachable server: said below the box; the code stays in it to scan again.
      input.current?.focus();
      return;
    }
    const products = result.data?.posProducts ?? [];
    const exact = products.find((p) => p.sku.toLowerCase() === code.toLowerCase()) ?? (products.length === 1 ? products[0] : undefined);
    if (exact) {
      onAdd(exact);
      setKeyword('');
    } else onNotFound(code);
    input.current?.focus();
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        inputRef={input}
        autoFocus
        size="small"
        fullWidth
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void scan();
          }
        }}
        label={intl.formatMessage({ id: 'admin.pos.scan' })}
        slotProps={{ htmlInput: { 'data-testid': 'pos-scan', autoComplete: 'off' } }}
      />
      {lookupFailed ? (
        <Alert severity="error" data-testid="pos-lookup-failed">
          <FormattedMessage id="admin.pos.lookupFailed" />
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          label={intl.formatMessage({ id: 'admin.pos.allProducts' })}
          color={categoryId === null ? 'primary' : 'default'}
          onClick={() => setCategoryId(null)}
        />
        {categories.map((c) => (
          <Chip key={c.id} label={c.title} color={categoryId === c.id ? 'primary' : 'default'} onClick={() => setCategoryId(c.id)} />
        ))}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1 }}>
        {(data?.posProducts ?? []).map((p) => (
          <Paper key={p.stockId} variant="outlined" sx={{ opacity: p.available > 0 ? 1 : 0.5 }}>
            <ButtonBase
              onClick={() => onAdd(p)}
              sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1, minHeight: 88 }}
              data-testid={`pos-tile-${p.sku}`}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {p.name}
              </Typography>
              {p.options ? (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {p.options}
                </Typography>
              ) : null}
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {p.sku}
              </Typography>
              <Typography variant="body2">{money.base(p.price)}</Typography>
              <Typography variant="caption" color={p.available > 0 ? 'text.secondary' : 'error'}>
                <FormattedMessage id="admin.pos.available" values={{ count: p.available }} />
              </Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
