import { Card, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { parseWrittenAmount } from '../../../formats/amount';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { METHOD_LABEL } from './paymentLabels';
import { totalLeaving, type MethodTerms, type PaymentMethod } from './paymentMethods';

type OrderSummaryProps = {
  /** The amount as typed. */
  amount: string;
  /** The source account's currency (rupiah until one is chosen). */
  currency: string;
  method: PaymentMethod | null;
  methods: readonly MethodTerms[];
  paymentDate: string;
  /** How it repeats in the reader's words ("every 2 weeks, until 31 Mar 2027"); null for one time. */
  repeats: string | null;
  from: string | null;
  to: string | null;
};

function Line({
  label,
  value,
  strong = false,
  money = false,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  money?: boolean;
  testId?: string;
}) {
  return (
    <Flex justifyContent="space-between" gap="3" alignItems="baseline">
      <Text
        color={strong ? 'fg' : 'fg.muted'}
        fontWeight={strong ? 'semibold' : undefined}
        fontSize="sm"
      >
        {label}
      </Text>
      <Text
        fontVariantNumeric="tabular-nums"
        fontWeight={strong ? 'semibold' : 'medium'}
        textAlign="end"
        overflowWrap="anywhere"
        whiteSpace={money ? 'nowrap' : undefined}
        data-testid={testId}
      >
        {value}
      </Text>
    </Flex>
  );
}

/**
 * What the order comes to, beside the form: from and to, the date, whether it repeats, the
 * amount the beneficiary receives, the method's fee charged on top, and the
 * total leaving the source account (amount + fee, exact decimals).
 */
export function OrderSummary({
  amount,
  currency,
  method,
  methods,
  paymentDate,
  repeats,
  from,
  to,
}: OrderSummaryProps) {
  const { language } = useLanguage();
  const parsed = parseWrittenAmount(amount);
  const fee = method ? methods.find((terms) => terms.method === method)?.fee.amount : undefined;
  const amountOf = (value: string | null | undefined) =>
    value ? formatMoney(value, currency, language) : '—';
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      position={{ lg: 'sticky' }}
      top={{ lg: '20' }}
      data-testid="payment-form-summary"
    >
      <Card.Header>
        <Text fontWeight="semibold" fontSize="lg">
          <FormattedMessage id="paymentForm.summary.title" />
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Line label={<FormattedMessage id="paymentForm.summary.from" />} value={from ?? '—'} />
          <Line label={<FormattedMessage id="paymentForm.summary.to" />} value={to ?? '—'} />
          <Line
            label={<FormattedMessage id="paymentForm.summary.date" />}
            value={
              /^\d{4}-\d{2}-\d{2}$/.test(paymentDate) ? formatDate(paymentDate, language) : '—'
            }
          />
          <Line
            label={<FormattedMessage id="paymentForm.summary.repeat" />}
            value={repeats ?? <FormattedMessage id="paymentForm.summary.once" />}
            testId="payment-summary-repeat"
          />
          <Separator />
          <Line
            label={<FormattedMessage id="paymentForm.summary.amount" />}
            value={amountOf(parsed)}
            money
            testId="payment-summary-amount"
          />
          <Line
            label={
              method ? (
                <FormattedMessage
                  id="paymentForm.summary.feeOf"
                  values={{ method: <FormattedMessage id={METHOD_LABEL[method].name.id} /> }}
                />
              ) : (
                <FormattedMessage id="paymentForm.summary.fee" />
              )
            }
            value={amountOf(fee)}
            money
            testId="payment-summary-fee"
          />
          <Separator />
          <Line
            label={<FormattedMessage id="paymentForm.summary.total" />}
            value={amountOf(parsed && fee ? totalLeaving(parsed, fee) : null)}
            strong
            money
            testId="payment-summary-total"
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
