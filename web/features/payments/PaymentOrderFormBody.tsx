import { Grid, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { formikFields } from '../../ui/formikFields';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { MethodField } from './MethodField';
import { accountLabel, type BankAccountChoice } from './orderAccounts';
import { OrderBeneficiaryFields } from './OrderBeneficiaryFields';
import { OrderDetailsSection } from './OrderDetailsSection';
import { OrderRecurrenceFields } from './OrderRecurrenceFields';
import type { OrderCounterparty } from './orderCounterparty';
import { sameBankFor, type OrderFormContext, type OrderFormValues } from './orderFormSchema';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { OrderSourceSection } from './OrderSourceSection';
import { OrderSummary } from './OrderSummary';
import { effectiveMethod } from './paymentMethods';
import { isRecurrenceEvery, recurrenceEveryText } from './recurrence';

type PaymentOrderFormBodyProps = {
  kind: OrderKind;
  context: OrderFormContext;
  bankAccounts: readonly BankAccountChoice[];
  counterpartyChoices: CounterpartySelect_query$key | null;
  counterparty: OrderCounterparty | null;
  loadingCounterparty: boolean;
  /** Reads the chosen counterparty's accounts; answers the one to pay when it has only one. */
  onChooseCounterparty: (id: string) => Promise<string | null>;
  editing: boolean;
  /** Above the form: the expected transaction a new order pays. */
  paysExpected?: ReactNode;
};

/** The form's sections (from, to, method, details, schedule), the summary beside them and the buttons. */
export function PaymentOrderFormBody(props: PaymentOrderFormBodyProps) {
  const {
    kind,
    context,
    bankAccounts,
    counterpartyChoices,
    counterparty,
    loadingCounterparty,
    onChooseCounterparty,
    editing,
  } = props;
  const formik = useFormikContext<OrderFormValues>();
  const { errorOf } = formikFields(formik);
  const { values, status, isSubmitting, handleSubmit, setFieldValue } = formik;
  const intl = useIntl();
  const { language } = useLanguage();
  const source = bankAccounts.find((account) => account.id === values.sourceAccountId);
  const sameBank = sameBankFor(values, context);

  const payee = counterparty?.bankAccounts.find(
    (account) => account.id === values.counterpartyBankAccountId,
  );
  const destination = bankAccounts.find((account) => account.id === values.destinationAccountId);
  const to =
    kind === 'PAYMENT'
      ? payee && counterparty
        ? `${counterparty.alias} · ${payee.bank.name} ${payee.accountNumber}`
        : null
      : destination
        ? accountLabel(destination)
        : null;
  const bankName = sameBank ? (source?.bank.name ?? null) : null;
  /** The series as the summary says it, once its step is one the service takes. */
  const repeatsText = () => {
    if (values.repeat !== 'REPEATS' || !isRecurrenceEvery(values.repeatEvery, values.repeatUnit))
      return null;
    const every = recurrenceEveryText(intl, {
      unit: values.repeatUnit,
      every: Number(values.repeatEvery.trim()),
    });
    return /^\d{4}-\d{2}-\d{2}$/.test(values.repeatUntil)
      ? intl.formatMessage(
          { id: 'paymentForm.summary.repeatUntil' },
          { every, until: formatDate(values.repeatUntil, language) },
        )
      : every;
  };

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="payment-order-form">
      <Stack gap="6" maxWidth="6xl">
        <FormErrorAlert message={status as string | undefined} />
        {props.paysExpected}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6" minWidth="0">
            <OrderSourceSection bankAccounts={bankAccounts} />

            <OrderBeneficiaryFields
              kind={kind}
              bankAccounts={bankAccounts}
              source={source}
              counterpartyChoices={counterpartyChoices}
              counterparty={counterparty}
              loadingCounterparty={loadingCounterparty}
              onChooseCounterparty={onChooseCounterparty}
            />

            <FormSection
              title={<FormattedMessage id="paymentForm.section.method" />}
              description={<FormattedMessage id="paymentForm.section.methodHint" />}
            >
              <MethodField
                value={values.method}
                onChange={(method) => void setFieldValue('method', method)}
                methods={context.methods}
                sameBank={sameBank}
                bankName={bankName}
                error={errorOf('method')}
              />
            </FormSection>

            <OrderDetailsSection today={context.today} />

            <FormSection
              title={<FormattedMessage id="paymentForm.section.schedule" />}
              description={<FormattedMessage id="paymentForm.section.scheduleHint" />}
            >
              <OrderRecurrenceFields today={context.today} />
            </FormSection>
          </Stack>
          <OrderSummary
            amount={values.amount}
            currency={source?.currency ?? 'IDR'}
            method={effectiveMethod(values.method, sameBank)}
            methods={context.methods}
            paymentDate={values.paymentDate}
            repeats={repeatsText()}
            from={source ? accountLabel(source) : null}
            to={to}
          />
        </Grid>
        <FormPageActions
          cancelTo={ORDER_KINDS[kind].listPath}
          submitting={isSubmitting}
          submitLabel={
            <FormattedMessage
              id={
                editing
                  ? 'paymentForm.save'
                  : kind === 'PAYMENT'
                    ? 'paymentForm.submitPayment'
                    : 'paymentForm.submitTransfer'
              }
            />
          }
          submitTestId="payment-form-submit"
        />
      </Stack>
    </form>
  );
}
