import { Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { HomeNumbers_summary$key } from '../../__generated__/HomeNumbers_summary.graphql';
import { formatCount, formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

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
        weekStart
        weekEnd
        cash {
          currency
          amount {
            amount
            currency
          }
          accounts
          accountsWithoutBalance
        }
        dueThisWeek {
          currency
          incoming {
            amount
            currency
          }
          outgoing {
            amount
            currency
          }
          incomingCount
          outgoingCount
        }
        overdueBills
        approvals {
          payments
          transfers
          bills
        }
        reconciliation {
          unreconciledLines
          pendingProposals
        }
      }
    `,
    summary,
  );
  const money = (value: { amount: string; currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  const count = (value: number) => formatCount(value, language);
  const week = {
    from: formatDate(data.weekStart, language),
    to: formatDate(data.weekEnd, language),
  };
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
      {data.cash ? (
        <Figure
          title={<FormattedMessage id="home.numbers.cash" />}
          link={{ to: '/cash-position', label: <FormattedMessage id="home.numbers.cash.link" /> }}
          testId="home-cash"
        >
          {data.cash.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="home.numbers.cash.none" />
            </Text>
          ) : (
            data.cash.map((row) => (
              <Stack key={row.currency} gap="0">
                {/* No account of the currency has a balance yet: no figure rather than a zero nobody has seen. */}
                {row.accountsWithoutBalance === row.accounts ? (
                  <Text fontSize="sm" color="fg.subtle" data-testid={`home-cash-${row.currency}`}>
                    <FormattedMessage
                      id="home.numbers.cash.noBalance"
                      values={{ currency: row.currency }}
                    />
                  </Text>
                ) : (
                  <Text
                    fontFamily="heading"
                    fontSize="xl"
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                    data-testid={`home-cash-${row.currency}`}
                  >
                    {money(row.amount)}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage
                    id="home.numbers.cash.accounts"
                    values={{ count: row.accounts, shown: count(row.accounts) }}
                  />
                  {row.accountsWithoutBalance > 0 ? (
                    <>
                      {' · '}
                      <FormattedMessage
                        id="home.numbers.cash.withoutBalance"
                        values={{
                          count: row.accountsWithoutBalance,
                          shown: count(row.accountsWithoutBalance),
                        }}
                      />
                    </>
                  ) : null}
                </Text>
              </Stack>
            ))
          )}
        </Figure>
      ) : null}
      {data.dueThisWeek ? (
        <Figure
          title={<FormattedMessage id="home.numbers.due" values={week} />}
          link={{ to: '/cash-forecast', label: <FormattedMessage id="home.numbers.due.link" /> }}
          testId="home-due"
        >
          {data.dueThisWeek.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="home.numbers.due.none" />
            </Text>
          ) : (
            data.dueThisWeek.map((row) => (
              <Stack key={row.currency} gap="0" fontVariantNumeric="tabular-nums">
                <Text fontSize="sm" data-testid={`home-due-in-${row.currency}`}>
                  <FormattedMessage
                    id="home.numbers.due.in"
                    values={{
                      amount: money(row.incoming),
                      count: row.incomingCount,
                      strong: (chunks) => <strong>{chunks}</strong>,
                    }}
                  />
                </Text>
                <Text fontSize="sm" data-testid={`home-due-out-${row.currency}`}>
                  <FormattedMessage
                    id="home.numbers.due.out"
                    values={{
                      amount: money(row.outgoing),
                      count: row.outgoingCount,
                      strong: (chunks) => <strong>{chunks}</strong>,
                    }}
                  />
                </Text>
              </Stack>
            ))
          )}
          {data.overdueBills ? (
            <Link asChild fontSize="xs" color="red.fg">
              <RouterLink to="/payables" data-testid="home-overdue-bills">
                <FormattedMessage
                  id="home.numbers.overdueBills"
                  values={{ count: data.overdueBills, shown: count(data.overdueBills) }}
                />
              </RouterLink>
            </Link>
          ) : null}
        </Figure>
      ) : null}
      {approvals && waiting !== null ? (
        <Figure title={<FormattedMessage id="home.numbers.approvals" />} testId="home-approvals">
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
        </Figure>
      ) : null}
      {data.reconciliation ? (
        <Figure
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
        </Figure>
      ) : null}
    </SimpleGrid>
  );
}

function Figure({
  title,
  link,
  testId,
  children,
}: {
  title: ReactNode;
  link?: { to: string; label: ReactNode };
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid={testId}>
      <Card.Body>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {title}
          </Text>
          {children}
          {link ? (
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
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
