import { Badge, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { StatementTransactionDetailPageQuery } from '../../__generated__/StatementTransactionDetailPageQuery.graphql';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { DIRECTION_LABEL, isDirection, RECONCILIATION_TONES } from '../../i18n/transactionLabels';
import { useLanguage } from '../../i18n/useLanguage';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { DetailItem } from '../../ui/DetailItem';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { ReconciledLineLink } from '../../domain/ReconciledLineLink';
import { SectionTitle } from '../../ui/SectionTitle';
import { StatusBadge } from '../../ui/StatusBadge';
import { cashCategoryLabel } from '../../domain/records/cashCategoryLabels';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { personNameOf } from '../../ui/personNameOf';
import { reconcilableItemSummary } from '../../domain/records/reconcilableItemSummary';

export const statementTransactionDetailPageQuery = graphql`
  query StatementTransactionDetailPageQuery($id: ID!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    node(id: $id) {
      __typename
      ... on StatementTransaction {
        id
        date
        time
        postingDate
        description
        reference
        direction
        amount {
          amount
          currency
        }
        endingBalance {
          amount
          currency
        }
        source
        reconciliationStatus
        reconciledAmount {
          amount
          currency
        }
        createdAt
        createdBy {
          fullName
          email
        }
        bankAccount {
          alias
          accountNumber
          bank {
            name
          }
        }
        cashCategory {
          category
          source
          rule {
            name
          }
        }
        reconciliations {
          id
          kind
          result
          createdAt
          createdBy {
            fullName
            email
          }
          allocations {
            amount {
              amount
              currency
            }
            fee {
              amount
              currency
            }
            item {
              ...reconcilableItemFields_item @relay(mask: false)
            }
          }
        }
      }
    }
  }
`;

/**
 * `/statement-transactions/{uuid}`: one statement line on a page of its own:
 * its account, dates, description and reference, direction and amount, the
 * ending balance the bank gave, where it came from, its cash-flow category
 * (and the rule that set it), how much of it is reconciled and each match
 * with what it allocates to which item (an allocation's fee included). Needs
 * `statements:read`; another organisation's line, or none, shows the
 * not-found state.
 */
export function StatementTransactionDetailPage() {
  const data = useRouteQuery<StatementTransactionDetailPageQuery>(
    statementTransactionDetailPageQuery,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  if (!data.viewer) return null;
  const { permissions, organization } = data.viewer;
  if (!permissions.includes('statements:read')) return <ForbiddenPage embedded />;
  const line = data.node?.__typename === 'StatementTransaction' && data.node.id ? data.node : null;
  if (
    !line?.id ||
    !line.amount ||
    !line.reconciledAmount ||
    !line.date ||
    !line.direction ||
    !line.createdAt ||
    !line.reconciliations ||
    !line.reconciliationStatus
  )
    return <NotFoundPage embedded />;

  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  const at = (value: string) => formatDateTime(value, language, organization.timeZone);
  const outgoing = line.direction === 'DEBIT';
  const category = line.cashCategory;

  return (
    <>
      <BackLink
        to="/statement-transactions"
        label={<FormattedMessage id="statements.detail.back" />}
      />
      <PageHeader
        title={
          <Text as="span" overflowWrap="anywhere" data-testid="statement-page-title">
            {line.description}
          </Text>
        }
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <StatusBadge
              status={line.reconciliationStatus}
              tones={RECONCILIATION_TONES}
              variant="surface"
              testId="statement-page-status"
              withStatus
            />
            <Text
              as="span"
              fontVariantNumeric="tabular-nums"
              color={outgoing ? 'fg' : 'green.fg'}
              data-testid="statement-page-amount"
            >
              {outgoing ? '−' : '+'}
              {money(line.amount)}
            </Text>
          </HStack>
        }
      />
      <Stack gap="4" maxWidth="4xl">
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="md">
              <DetailItem
                label={<FormattedMessage id="statements.column.account" />}
                testId="statement-detail-account"
              >
                {line.bankAccount
                  ? `${line.bankAccount.alias} · ${line.bankAccount.bank.name} ${line.bankAccount.accountNumber}`
                  : null}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.column.date" />}
                testId="statement-detail-date"
              >
                {`${formatDate(line.date, language)}${line.time ? ` ${line.time.slice(0, 5)}` : ''}`}
              </DetailItem>
              <DetailItem label={<FormattedMessage id="statements.detail.postingDate" />}>
                {line.postingDate ? formatDate(line.postingDate, language) : null}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.column.description" />}
                testId="statement-detail-description"
              >
                {line.description}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.detail.reference" />}
                testId="statement-detail-reference"
              >
                {line.reference}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.column.type" />}
                testId="statement-detail-direction"
              >
                <Badge variant="subtle" colorPalette={outgoing ? 'red' : 'green'}>
                  {isDirection(line.direction) ? (
                    <FormattedMessage id={DIRECTION_LABEL[line.direction].id} />
                  ) : (
                    line.direction
                  )}
                </Badge>
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.column.amount" />}
                testId="statement-detail-amount"
              >
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {money(line.amount)}
                </Text>
              </DetailItem>
              <DetailItem label={<FormattedMessage id="statements.column.endingBalance" />}>
                {line.endingBalance ? money(line.endingBalance) : null}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.detail.source" />}
                testId="statement-detail-source"
              >
                {line.source ? (
                  <FormattedMessage
                    id={`statements.detail.source.${line.source}`}
                    defaultMessage={line.source}
                  />
                ) : null}
              </DetailItem>
              <DetailItem label={<FormattedMessage id="statements.detail.created" />}>
                <FormattedMessage
                  id="bills.detail.byAt"
                  values={{
                    name:
                      personNameOf(line.createdBy) ??
                      intl.formatMessage({ id: 'payments.detail.formerMember' }),
                    at: at(line.createdAt),
                  }}
                />
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.detail.category" />}
                testId="statement-detail-category"
              >
                <Stack gap="0">
                  <Text>
                    <FormattedMessage {...cashCategoryLabel(category?.category)} />
                  </Text>
                  {category ? (
                    <Text fontSize="sm" color="fg.muted">
                      {category.source === 'MANUAL' ? (
                        <FormattedMessage id="statements.detail.categoryManual" />
                      ) : (
                        <FormattedMessage
                          id="statements.detail.categoryRule"
                          values={{ rule: category.rule?.name ?? '—' }}
                        />
                      )}
                    </Text>
                  ) : null}
                </Stack>
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="statements.detail.reconciled" />}
                testId="statement-detail-reconciled"
              >
                <Text fontVariantNumeric="tabular-nums">{money(line.reconciledAmount)}</Text>
              </DetailItem>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" bg="bg" data-testid="statement-page-matches">
          <Card.Body>
            <Stack gap="4">
              <SectionTitle
                title={<FormattedMessage id="statements.detail.matchesTitle" />}
                description={<FormattedMessage id="statements.detail.matchesDescription" />}
              />
              {line.reconciliations.length === 0 ? (
                <Text color="fg.muted" fontSize="sm" data-testid="statement-detail-no-matches">
                  <FormattedMessage id="statements.detail.noMatches" />
                </Text>
              ) : null}
              {line.reconciliations.map((match) => (
                <Stack
                  key={match.id}
                  gap="2"
                  borderTopWidth="1px"
                  borderColor="border"
                  paddingTop="3"
                  data-testid="statement-detail-match"
                >
                  <HStack gap="2" wrap="wrap">
                    <Badge variant="outline">
                      <FormattedMessage
                        id={`reconciliation.kind.${match.kind}`}
                        defaultMessage={match.kind}
                      />
                    </Badge>
                    <Badge
                      variant="subtle"
                      colorPalette={match.result === 'FULL_MATCH' ? 'green' : 'orange'}
                    >
                      <FormattedMessage
                        id={`reconciliation.result.${match.result}`}
                        defaultMessage={match.result}
                      />
                    </Badge>
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage
                        id="bills.detail.byAt"
                        values={{
                          name:
                            personNameOf(match.createdBy) ??
                            intl.formatMessage({ id: 'statements.detail.matchedAutomatically' }),
                          at: at(match.createdAt),
                        }}
                      />
                    </Text>
                  </HStack>
                  {match.allocations.map((allocation, index) => {
                    const summary = allocation.item
                      ? reconcilableItemSummary(allocation.item, intl)
                      : null;
                    return (
                      <HStack
                        key={index}
                        justifyContent="space-between"
                        alignItems="flex-start"
                        gap="4"
                        data-testid="statement-detail-allocation"
                      >
                        <Stack gap="0" minWidth="0">
                          <Text overflowWrap="anywhere">
                            {summary ? `${summary.kind} · ${summary.text}` : '—'}
                          </Text>
                          {summary ? (
                            <Text fontSize="sm" color="fg.muted">
                              <FormattedMessage
                                id="statements.detail.itemTerms"
                                values={{
                                  amount: money(summary.amount),
                                  date: formatDate(summary.date, language),
                                }}
                              />
                            </Text>
                          ) : null}
                        </Stack>
                        <Stack gap="0" textAlign="end" flexShrink={0}>
                          <Text fontVariantNumeric="tabular-nums" fontWeight="medium">
                            {money(allocation.amount)}
                          </Text>
                          {Number(allocation.fee.amount) === 0 ? null : (
                            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                              <FormattedMessage
                                id="statements.detail.fee"
                                values={{ fee: money(allocation.fee) }}
                              />
                            </Text>
                          )}
                        </Stack>
                      </HStack>
                    );
                  })}
                </Stack>
              ))}
              {line.reconciliations.length > 0 ? (
                <ReconciledLineLink
                  line={{ id: line.id, reconciliationStatus: line.reconciliationStatus }}
                  label={<FormattedMessage id="statements.reconciliation.link" />}
                  testId="statement-detail-reconciliation-link"
                />
              ) : null}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}
