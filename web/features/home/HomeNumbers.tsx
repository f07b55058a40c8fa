import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { HomeNumbers_summary$key } from '../../__generated__/HomeNumbers_summary.graphql';
import { formatCount } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { HomeCashFigure } from './HomeCashFigure';
import { HomeDueFigure } from './HomeDueFigure';
import { HomeFigure } from './HomeFigure';

/**
 * The numbers a finance lead wants first: cash today by
 * currency, what is due in and out this week, what waits for approval and
 * what is not reconciled yet, each a link to the screen behind it. A figure
 * the member may not read is left out, not shown as zero.
 */
export function HomeNumbers({ summary }: { summary: HomeNumbers_summary$key }) {
  const { language } = useLanguage();
  const data = useFragment(
    graphql`
      fragment HomeNumbers_summary on HomeSummary {
        approvals {
          payments
          transfers
          bills
        }
        reconciliation {
          unreconciledLines
          pendingProposals
        }
        ...HomeCashFigure_summary
        ...HomeDueFigure_summary
      }
    `,
    summary,
  );
  const count = (value: number) => formatCount(value, language);
  const approvals = data.approvals;
  const waiting = approvals
    ? (approvals.payments ?? 0) + (approvals.transfers ?? 0) + (approvals.bills ?? 0)
    : null;

  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, xl: 4 }}
      gap="4"
      marginBottom="6"
      data-testid="home-numbers"
    >
      <HomeCashFigure summary={data} />
      <HomeDueFigure summary={data} />
      {approvals && waiting !== null ? (
        <HomeFigure
          title={<FormattedMessage id="home.numbers.approvals" />}
          testId="home-approvals"
        >
          <Text
            fontFamily="heading"
            fontSize="xl"
            fontWeight="semibold"
            data-testid="home-approvals-total"
          >
            {count(waiting)}
          </Text>
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
          </Stack>
        </HomeFigure>
      ) : null}
      {data.reconciliation ? (
        <HomeFigure
          title={<FormattedMessage id="home.numbers.unreconciled" />}
          link={{
            to: '/reconciliation',
            label: <FormattedMessage id="home.numbers.unreconciled.link" />,
          }}
          testId="home-unreconciled"
        >
          <Text
            fontFamily="heading"
            fontSize="xl"
            fontWeight="semibold"
            data-testid="home-unreconciled-lines"
          >
            {count(data.reconciliation.unreconciledLines)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage
              id="home.numbers.unreconciled.lines"
              values={{ count: data.reconciliation.unreconciledLines }}
            />
            {data.reconciliation.pendingProposals ? (
              <>
                {' · '}
                <FormattedMessage
                  id="home.numbers.unreconciled.proposals"
                  values={{
                    count: data.reconciliation.pendingProposals,
                    shown: count(data.reconciliation.pendingProposals),
                  }}
                />
              </>
            ) : null}
          </Text>
        </HomeFigure>
      ) : null}
    </SimpleGrid>
  );
}

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
