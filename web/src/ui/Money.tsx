import { useMoney, type MoneyCurrency } from './money';

/** An amount in its currency as the reader's locale writes it (ui/money.ts), where a component is wanted (a list column's render). */
export function Money({ amount, currency }: { amount: number | string; currency: MoneyCurrency | null | undefined }) {
  const money = useMoney();
  return <>{money(amount, currency)}</>;
}
