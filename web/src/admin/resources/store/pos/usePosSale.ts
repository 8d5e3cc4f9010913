import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { PosCreateSaleDocument, PosQuoteDocument, type PosSaleRecordFragment } from '../../../../graphql/admin/graphql';
import { localizeServerMessage, toLocalizedFormErrors } from '../../../../ui/errors';
import { emptyTicket, ticketInput, ticketReducer, type Ticket } from './ticket';

const COUPON_INVALID = 'Your coupon code is invalid';

/** The ticket survives a reload of the page (kept per store and register until the sale is confirmed). */
const storageKey = (storeId: number, registerId: number) => `pos-ticket:${storeId}:${registerId}`;

function restored(storeId: number, registerId: number): Ticket {
  try {
    const saved = localStorage.getItem(storageKey(storeId, registerId));
    return saved ? { ...emptyTicket(), ...(JSON.parse(saved) as Ticket) } : emptyTicket();
  } catch {
    return emptyTicket();
  }
}

/**
 * The selling screen's state: the ticket, its live price (posQuote), and the sale. When the server
 * cannot be reached the sale is NOT shown as done: the ticket and its client id stay, so sending it
 * again once the network is back makes exactly one order (the server answers the first sale).
 */
export function usePosSale(storeId: number, registerId: number) {
  const intl = useIntl();
  const [ticket, dispatch] = useReducer(ticketReducer, undefined, () => restored(storeId, registerId));
  const [sale, setSale] = useState<PosSaleRecordFragment | null>(null);
  const [offline, setOffline] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useMutation(PosCreateSaleDocument);
  const input = ticketInput(ticket, storeId, registerId);
  // An exchange is quoted as soon as its lines are on the ticket: the cashier sees its credit (or why it is
  // refused) before scanning the new items.
  const unquoted = !ticket.lines.length && !ticket.exchange;
  const quote = useQuery(PosQuoteDocument, { variables: { input }, skip: unquoted, fetchPolicy: 'network-only' });
  // The last answer stands while the next is on its way; an empty ticket has none.
  const quoted = unquoted || quote.error ? undefined : (quote.data ?? quote.previousData)?.posQuote;

  useEffect(() => {
    localStorage.setItem(storageKey(storeId, registerId), JSON.stringify(ticket));
  }, [ticket, storeId, registerId]);

  const quoteErrors = quote.error ? toLocalizedFormErrors(intl, quote.error).fields : {};
  const invalid: Record<string, string> = quote.data?.posQuote.invalidCoupons.length ? { coupons: localizeServerMessage(intl, COUPON_INVALID) } : {};

  const complete = async () => {
    setErrors({});
    try {
      const answer = await create({
        variables: {
          input: {
            ...input,
            clientId: ticket.clientId,
            payments: ticket.payments.map((p) => ({ method: p.method, amount: p.amount, reference: p.reference || null })),
            receiptEmail: ticket.receiptEmail || null,
          },
        },
      });
      setOffline(false);
      setSale(answer.data!.posCreateSale);
      dispatch({ type: 'clear' });
    } catch (error) {
      // No answer from the server: the sale may or may not be there; only a retry with the same id can tell.
      if (!CombinedGraphQLErrors.is(error)) {
        setOffline(true);
        return;
      }
      setOffline(false);
      const { fields, form } = toLocalizedFormErrors(intl, error);
      // The ticket's id used by another sale (this ticket changed after a sale that went through) has no
      // field on the screen: said where the payments' refusals are, not swallowed.
      const payments = fields.payments ?? fields.clientId ?? form;
      setErrors(payments ? { ...fields, payments } : fields);
    }
  };

  return {
    ticket,
    dispatch,
    quote: quoted,
    // What the payments must cover: the total in the ticket's currency, less an exchange's credit.
    total: ticket.lines.length ? (quoted?.toPay ?? null) : null,
    errors: { ...quoteErrors, ...invalid, ...errors },
    offline,
    busy: loading,
    sale,
    newSale: () => setSale(null),
    complete,
  };
}
