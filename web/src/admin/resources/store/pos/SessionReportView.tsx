import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionReportRecordFragment } from '../../../../graphql/admin/graphql';
import { PrintArea, SlipRow } from './PrintArea';
import { useShopDates } from '../../../framework/useShopDates';
import { useShopMoney } from '../../../framework/useShopMoney';

/** The X report (running totals of an open session) or the Z report (closed: expected, counted, over/short). */
export function SessionReportView({ report }: { report: SessionReportRecordFragment }) {
  const intl = useIntl();
  const dates = useShopDates();
  const money = useShopMoney();
  const method = (m: string) => intl.formatMessage({ id: `admin.pos.method.${m}`, defaultMessage: m });
  return (
    <PrintArea testId={`pos-report-${report.kind.toLowerCase()}`}>
      <Box sx={{ textAlign: 'center', fontWeight: 700 }}>
        <FormattedMessage id={report.kind === 'Z' ? 'admin.pos.zReport' : 'admin.pos.xReport'} />
      </Box>
      <SlipRow left={report.registerName} right={`#${report.id}`} />
      <SlipRow left={<FormattedMessage id="admin.pos.openedAt" />} right={dates.dateTime(report.openedAt)} />
      {report.closedAt ? <SlipRow left={<FormattedMessage id="admin.pos.closedAt" />} right={dates.dateTime(report.closedAt)} /> : null}
      <Divider sx={{ my: 1 }} />
      <SlipRow left={<FormattedMessage id="admin.pos.float" />} right={money.base(report.float)} />
      <SlipRow left={<FormattedMessage id="admin.pos.salesCount" />} right={report.sales} />
      <SlipRow left={<FormattedMessage id="admin.pos.salesTotal" />} right={money.base(report.salesTotal)} />
      <SlipRow left={<FormattedMessage id="admin.pos.refundsTotal" />} right={money.base(report.refundsTotal)} />
      {report.byMethod.map((m) => (
        <SlipRow key={m.method} left={method(m.method)} right={money.base(m.amount)} />
      ))}
      {/* Money taken in other currencies: what each drawer compartment holds, besides its base-currency value above. */}
      {new Set(report.byCurrency.map((c) => c.currency)).size > 1
        ? report.byCurrency.map((c) => (
            <SlipRow
              key={`${c.method}-${c.currency}`}
              left={`${method(c.method)} ${c.currency}`}
              right={<span data-testid={`pos-report-${c.method}-${c.currency}`}>{money.inCurrency(c.amount, c.currency)}</span>}
            />
          ))
        : null}
      <SlipRow left={<FormattedMessage id="admin.pos.cashIn" />} right={money.base(report.cashIn)} />
      <SlipRow left={<FormattedMessage id="admin.pos.cashOut" />} right={money.base(report.cashOut)} />
      <Divider sx={{ my: 1 }} />
      <SlipRow
        strong
        left={<FormattedMessage id="admin.pos.expectedCash" />}
        right={<span data-testid="pos-expected-cash">{money.base(report.expectedCash)}</span>}
      />
      {report.countedCash !== null && report.countedCash !== undefined ? (
        <>
          <SlipRow left={<FormattedMessage id="admin.pos.countedCash" />} right={money.base(report.countedCash)} />
          <SlipRow
            strong
            left={<FormattedMessage id="admin.pos.overShort" />}
            right={<span data-testid="pos-over-short">{money.base(report.overShort)}</span>}
          />
        </>
      ) : null}
    </PrintArea>
  );
}
