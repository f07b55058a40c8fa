import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderRow_order$key } from '../../__generated__/PaymentOrderRow_order.graphql';
import { MoneyCell } from '../../ui/MoneyCell';
import { BankAccountCell } from '../../domain/bank-accounts/BankAccountCell';
import { METHOD_LABEL } from './paymentLabels';
import { PaymentOrderDateCell } from './PaymentOrderDateCell';
import { orderNameOf } from './orderParties';
import { isPaymentMethod } from './paymentMethods';
import { PaymentOrderStatusCell } from './PaymentOrderStatusCell';
import { TickBox } from '../../ui/TickBox';

type PaymentOrderRowProps = {
  order: PaymentOrderRow_order$key;
  /** Set when the viewer may act on orders in bulk: the row's checkbox. */
  selection: { checked: boolean; onToggle: () => void } | null;
  /** Why the last action on it was refused, in the reader's words. */
  refusal: string | null;
  onOpen: (id: string) => void;
};

/**
 * One payment or transfer in its list: date (with "↻ every 2 weeks" under a
 * repeating one), beneficiary (the counterparty
 * or the destination account, over the bank and account number), source
 * account, method, amount, fee and status (with why the viewer may not
 * approve it, when their role could approve others); the date links to its page, the name opens its detail in the drawer.
 */
export function PaymentOrderRow({ order, selection, refusal, onOpen }: PaymentOrderRowProps) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderRow_order on PaymentOrder {
        id
        status
        method
        amount {
          amount
          currency
        }
        fee {
          amount
          currency
        }
        viewerCanApprove
        ...orderParties_order @relay(mask: false)
        ...PaymentOrderDateCell_order
        ...PaymentOrderStatusCell_order
      }
    `,
    order,
  );
  const intl = useIntl();
  const name = orderNameOf(data);
  return (
    <Table.Row
      data-testid="payment-order-row"
      data-order-id={data.id}
      data-status={data.status}
      bg={selection?.checked ? 'brand.subtle' : undefined}
    >
      {selection ? (
        <Table.Cell width="1%">
          <TickBox
            checked={selection.checked}
            onToggle={selection.onToggle}
            label={intl.formatMessage({ id: 'payments.select' }, { name })}
            testId="payment-order-select"
          />
        </Table.Cell>
      ) : null}
      <PaymentOrderDateCell order={data} />
      <Table.Cell minWidth="36">
        <Stack gap="0">
          <Link
            asChild
            fontWeight="medium"
            color="fg"
            textAlign="start"
            _hover={{ color: 'brand.fg' }}
          >
            <button type="button" onClick={() => onOpen(data.id)} data-testid="payment-order-open">
              {name}
            </button>
          </Link>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {data.beneficiary.bankName} · {data.beneficiary.accountNumber}
          </Text>
        </Stack>
      </Table.Cell>
      <BankAccountCell account={data.sourceAccount} minWidth="28" />
      <Table.Cell whiteSpace="nowrap">
        {isPaymentMethod(data.method) ? (
          <FormattedMessage id={METHOD_LABEL[data.method].name.id} />
        ) : (
          data.method
        )}
      </Table.Cell>
      <MoneyCell money={data.amount} empty="—" strong testId="payment-order-amount" />
      <MoneyCell money={data.fee} empty="—" />
      <PaymentOrderStatusCell order={data} refusal={refusal} />
    </Table.Row>
  );
}
