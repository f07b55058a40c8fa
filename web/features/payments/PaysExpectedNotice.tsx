import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { NoticeAlert } from '../../ui/NoticeAlert';
import type { OrderCounterparty } from './orderCounterparty';
import type { OrderKind } from './orderKinds';

/** What a new order was started from ("Pay" on an expected transaction or a bill), as the form shows it and starts from it. */
export type PaidRecord = {
  readonly kind: 'EXPECTED_TRANSACTION' | 'BILL' | 'REFUND';
  readonly id: string;
  /** The expected transaction's description; a bill's number and description; an invoice payment's number and buyer. */
  readonly description: string;
  /** When it is expected; a bill's due date; when the buyer paid. */
  readonly date: string;
  readonly amount: { readonly amount: string; readonly currency: string };
  readonly bankAccountId: string | null;
  readonly counterparty: OrderCounterparty | null;
  /** Whether this order may pay it: an expected transaction outgoing, unreconciled, paid by no order, with a counterparty exactly for a payment; a bill approved, unpaid, for a payment; a buyer's credit left, for a payment. */
  readonly payable: boolean;
};

/** Each kind's words: a bill and an expected transaction are paid, a buyer's credit is paid back. */
const NOTICE_WORDS: Record<PaidRecord['kind'], string> = {
  EXPECTED_TRANSACTION: 'paymentForm.paysExpected',
  BILL: 'paymentForm.paysBill',
  REFUND: 'paymentForm.paysRefund',
};

type PaysExpectedNoticeProps = {
  kind: OrderKind;
  paid: PaidRecord;
  onUnlink: () => void;
};

/**
 * Above a create form opened with "Pay" on an expected transaction or a
 * bill: which one the order pays (the service refuses it unless the amount,
 * currency and counterparty stay as they are), and a way to make the order
 * without it. One that cannot be paid is named with the reason it is not
 * linked.
 */
export function PaysExpectedNotice({ kind, paid, onUnlink }: PaysExpectedNoticeProps) {
  const { language } = useLanguage();
  const values = {
    kind,
    description: paid.description,
    amount: formatMoney(paid.amount.amount, paid.amount.currency, language),
    date: formatDate(paid.date, language),
  };
  const words = NOTICE_WORDS[paid.kind];
  if (!paid.payable) {
    return (
      <NoticeAlert
        status="warning"
        testId="pays-expected-refused"
        title={<FormattedMessage id={`${words}.notPayableTitle`} values={values} />}
        description={<FormattedMessage id={`${words}.notPayable`} values={values} />}
      />
    );
  }
  return (
    <NoticeAlert
      status="info"
      testId="pays-expected"
      title={<FormattedMessage id={`${words}.title`} values={values} />}
      description={<FormattedMessage id={`${words}.description`} values={values} />}
      action={
        <Button
          size="xs"
          variant="outline"
          alignSelf="center"
          onClick={onUnlink}
          data-testid="pays-expected-unlink"
        >
          <FormattedMessage id="paymentForm.paysExpected.unlink" />
        </Button>
      }
    />
  );
}
