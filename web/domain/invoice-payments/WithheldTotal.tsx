import { Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromCents, toCents } from '../../../formats/cents';
import { useMoneyFormat } from '../../ui/useMoneyFormat';

type Money = { amount: string; currency: string };

/**
 * The PPh 23 withheld of the invoices ticked on a payment, in total, before
 * it is saved: how many, and their amounts summed exactly (in sen) per
 * currency. Nothing when none is ticked.
 */
export function WithheldTotal({ withheld }: { withheld: readonly Money[] }) {
  const intl = useIntl();
  const money = useMoneyFormat();
  if (withheld.length === 0) return null;
  const totals = new Map<string, bigint>();
  for (const { amount, currency } of withheld)
    totals.set(currency, (totals.get(currency) ?? 0n) + toCents(amount));
  return (
    <Text fontWeight="medium" data-testid="invoice-payment-withheld-total">
      <FormattedMessage
        id="invoicePayment.withholdings.total"
        values={{
          count: withheld.length,
          total: intl.formatList(
            [...totals].map(([currency, cents]) => money({ amount: fromCents(cents), currency })),
          ),
        }}
      />
    </Text>
  );
}
