import { Card, DataList, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  StatementTransactionFacts_line$data,
  StatementTransactionFacts_line$key,
} from '../../__generated__/StatementTransactionFacts_line.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { DirectionBadge } from '../../domain/records/DirectionBadge';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { MoneyText } from '../../ui/MoneyText';
import { StatementLineCategory } from './StatementLineCategory';
import { useByAt } from '../../domain/useByAt';

/**
 * What a statement line says: its account, dates, description and
 * reference, direction and amount, the ending balance the bank gave, where
 * it came from, who recorded it, its cash-flow category (and the rule that
 * set it) and how much of it is reconciled.
 */
export function StatementTransactionFacts({
  line: key,
  timeZone,
}: {
  line: StatementTransactionFacts_line$key;
  timeZone: string;
}) {
  const line = useFragment(
    graphql`
      fragment StatementTransactionFacts_line on StatementTransaction {
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
        ...StatementLineCategory_line
      }
    `,
    key,
  );
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md">
          <StatementLineBankFacts line={line} />
          <StatementLineRecordFacts line={line} timeZone={timeZone} />
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

type Line = StatementTransactionFacts_line$data;

/** Formats an amount of money in the user's language. */
function useMoney() {
  const { language } = useLanguage();
  return (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
}

/** What the bank said of the line: account, dates, description, reference, direction, amount, ending balance. */
function StatementLineBankFacts({ line }: { line: Line }) {
  const { language } = useLanguage();
  const money = useMoney();
  return (
    <>
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
        <DirectionBadge direction={line.direction} />
      </DetailItem>
      <DetailItem
        label={<FormattedMessage id="statements.column.amount" />}
        testId="statement-detail-amount"
      >
        <MoneyText money={line.amount} fontWeight="semibold" />
      </DetailItem>
      <DetailItem label={<FormattedMessage id="statements.column.endingBalance" />}>
        {line.endingBalance ? money(line.endingBalance) : null}
      </DetailItem>
    </>
  );
}

/** What Kas recorded of the line: its source, who recorded it when, its category and how much is reconciled. */
function StatementLineRecordFacts({ line, timeZone }: { line: Line; timeZone: string }) {
  const byAt = useByAt(timeZone);
  const money = useMoney();
  return (
    <>
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
        {byAt(line.createdBy, line.createdAt)}
      </DetailItem>
      <DetailItem
        label={<FormattedMessage id="statements.detail.category" />}
        testId="statement-detail-category"
      >
        <StatementLineCategory line={line} />
      </DetailItem>
      <DetailItem
        label={<FormattedMessage id="statements.detail.reconciled" />}
        testId="statement-detail-reconciled"
      >
        <Text fontVariantNumeric="tabular-nums">{money(line.reconciledAmount)}</Text>
      </DetailItem>
    </>
  );
}
