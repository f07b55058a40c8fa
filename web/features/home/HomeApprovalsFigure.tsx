import { Link, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { HomeApprovalsFigure_summary$key } from '../../__generated__/HomeApprovalsFigure_summary.graphql';
import { formatCount } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { HomeFigure, HomeFigureValue } from './HomeFigure';
import { HomeWaitingInvoice } from './HomeWaitingInvoice';

/**
 * What waits for approval: the total, then payments, transfers and bills each
 * linked to its list, and the invoices waiting for the viewer (linked to the
 * invoices waiting, with the ones that waited longest each linked to its
 * page); only those the member may read or approve, nothing when none.
 */
export function HomeApprovalsFigure({ summary }: { summary: HomeApprovalsFigure_summary$key }) {
  const { approvals } = useFragment(
    graphql`
      fragment HomeApprovalsFigure_summary on HomeSummary {
        approvals {
          payments
          transfers
          bills
          invoices {
            count
            waiting {
              id
              ...HomeWaitingInvoice_salesInvoice
            }
          }
        }
      }
    `,
    summary,
  );
  const { language } = useLanguage();
  if (!approvals) return null;
  const { invoices } = approvals;
  const waiting =
    (approvals.payments ?? 0) +
    (approvals.transfers ?? 0) +
    (approvals.bills ?? 0) +
    (invoices?.count ?? 0);
  return (
    <HomeFigure title={<FormattedMessage id="home.numbers.approvals" />} testId="home-approvals">
      <HomeFigureValue testId="home-approvals-total">
        {formatCount(waiting, language)}
      </HomeFigureValue>
      <Stack gap="0.5" fontSize="sm">
        {approvals.payments !== null && approvals.payments !== undefined ? (
          <CountLink
            to="/payments"
            id="home.numbers.approvals.payments"
            value={approvals.payments}
          />
        ) : null}
        {approvals.transfers !== null && approvals.transfers !== undefined ? (
          <CountLink
            to="/transfers"
            id="home.numbers.approvals.transfers"
            value={approvals.transfers}
          />
        ) : null}
        {approvals.bills !== null && approvals.bills !== undefined ? (
          <CountLink to="/bills" id="home.numbers.approvals.bills" value={approvals.bills} />
        ) : null}
        {invoices ? (
          <>
            <CountLink
              to="/invoices?status=PENDING_APPROVAL"
              id="home.numbers.approvals.invoices"
              value={invoices.count}
            />
            {invoices.waiting.map((invoice) => (
              <HomeWaitingInvoice key={invoice.id} salesInvoice={invoice} />
            ))}
          </>
        ) : null}
      </Stack>
    </HomeFigure>
  );
}

/** A count of what waits, linked to the list it waits in. */
function CountLink({ to, id, value }: { to: string; id: string; value: number }) {
  const { language } = useLanguage();
  return (
    <Link asChild color={value > 0 ? 'brand.fg' : 'fg.muted'}>
      <RouterLink to={to}>
        <FormattedMessage id={id} values={{ count: value, shown: formatCount(value, language) }} />
      </RouterLink>
    </Link>
  );
}
