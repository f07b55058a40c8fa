import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PayablesBillRow_bill$key } from '../../__generated__/PayablesBillRow_bill.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { StatusBadge } from '../../ui/StatusBadge';
import { BILL_PAYMENT_STATUS_TONES } from '../../domain/records/billPaymentStatus';
import { BUCKET_TONES } from './payablesLabels';
import { FigureCell } from '../../ui/FigureCell';

/** One bill a supplier is still owed: its number and due date, its bucket and days overdue (or left), how far it is paid, and what is still owed of it. */
export function PayablesBillRow({
  bill: key,
  currency,
}: {
  bill: PayablesBillRow_bill$key;
  currency: string;
}) {
  const bill = useFragment(
    graphql`
      fragment PayablesBillRow_bill on AgedPayableBill {
        number
        dueDate
        daysOverdue
        bucket
        amount {
          amount
        }
        outstanding {
          amount
        }
        paymentStatus
      }
    `,
    key,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, currency, language);
  return (
    <Table.Row data-testid="payables-bill" data-bucket={bill.bucket}>
      <Table.Cell>
        <Text fontSize="sm">{bill.number ?? '—'}</Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id="payables.bill.due"
            values={{ date: formatDate(bill.dueDate, language) }}
          />
        </Text>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={bill.bucket} tones={BUCKET_TONES} />
        <Text fontSize="xs" color="fg.muted" marginTop="1">
          {bill.daysOverdue > 0 ? (
            <FormattedMessage id="payables.bill.daysOverdue" values={{ days: bill.daysOverdue }} />
          ) : bill.daysOverdue < 0 ? (
            <FormattedMessage id="payables.bill.daysLeft" values={{ days: -bill.daysOverdue }} />
          ) : null}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={bill.paymentStatus} tones={BILL_PAYMENT_STATUS_TONES} />
      </Table.Cell>
      <FigureCell>
        <Text fontWeight="medium">{money(bill.outstanding.amount)}</Text>
        {bill.outstanding.amount !== bill.amount.amount ? (
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage
              id="payables.bill.of"
              values={{ amount: money(bill.amount.amount) }}
            />
          </Text>
        ) : null}
      </FigureCell>
    </Table.Row>
  );
}
