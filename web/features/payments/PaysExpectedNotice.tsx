import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import type { OrderKind } from './orderKinds';

/** The expected transaction a new order was started from, as the form shows it. */
export type PaidExpected = {
  readonly id: string;
  readonly description: string;
  readonly date: string;
  readonly amount: { readonly amount: string; readonly currency: string };
};

type PaysExpectedNoticeProps = {
  kind: OrderKind;
  expected: PaidExpected;
  /** Null when it can be paid; otherwise why the order is made without it. */
  refusal: 'NOT_PAYABLE' | null;
  onUnlink: () => void;
};

/**
 * Above a create form opened with "Pay" on an outgoing expected transaction:
 * which one the order pays (the service refuses it unless the amount,
 * currency and counterparty stay as they are), and a way to make the order
 * without it. One that is paid already, reconciled or incoming is named
 * with the reason it is not linked.
 */
export function PaysExpectedNotice({ kind, expected, refusal, onUnlink }: PaysExpectedNoticeProps) {
  const { language } = useLanguage();
  const values = { kind, description: expected.description, amount: formatMoney(expected.amount.amount, expected.amount.currency, language), date: formatDate(expected.date, language) };
  if (refusal) {
    return (
      <Alert.Root status="warning" data-testid="pays-expected-refused">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="paymentForm.paysExpected.notPayableTitle" values={values} />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="paymentForm.paysExpected.notPayable" values={values} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info" data-testid="pays-expected">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="paymentForm.paysExpected.title" values={values} />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="paymentForm.paysExpected.description" values={values} />
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" alignSelf="center" onClick={onUnlink} data-testid="pays-expected-unlink">
        <FormattedMessage id="paymentForm.paysExpected.unlink" />
      </Button>
    </Alert.Root>
  );
}
