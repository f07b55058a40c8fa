import { Grid, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { accountLabel, orderDestinationLabel, type BankAccountChoice } from './orderAccounts';
import { OrderBeneficiaryFields } from './OrderBeneficiaryFields';
import { OrderDetailsSection } from './OrderDetailsSection';
import { OrderMethodSection } from './OrderMethodSection';
import { OrderRecurrenceFields } from './OrderRecurrenceFields';
import type { OrderCounterparty } from './orderCounterparty';
import { sameBankFor, type OrderFormContext, type OrderFormValues } from './orderFormSchema';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { OrderSourceSection } from './OrderSourceSection';
import { OrderSummary } from './OrderSummary';
import { effectiveMethod } from './paymentMethods';
import { useRepeatsText } from './useRepeatsText';

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
  const { values, status, isSubmitting, handleSubmit } = useFormikContext<OrderFormValues>();
  const repeats = useRepeatsText();
  const source = bankAccounts.find((account) => account.id === values.sourceAccountId);
  const sameBank = sameBankFor(values, context);
  const to = orderDestinationLabel(kind, values, counterparty, bankAccounts);
  const bankName = sameBank ? (source?.bank.name ?? null) : null;

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

            <OrderMethodSection methods={context.methods} sameBank={sameBank} bankName={bankName} />

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
            repeats={repeats}
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
