import { Grid, GridItem, Input, Link, Stack, Textarea } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import { formatDate, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DateInput } from '../../ui/DateInput';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { MoneyInput } from '../../ui/MoneyInput';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { MethodField } from './MethodField';
import { OrderAccountSelect, type AccountOption } from './OrderAccountSelect';
import { accountLabel, type BankAccountChoice } from './orderAccounts';
import { OrderBeneficiaryFields } from './OrderBeneficiaryFields';
import { OrderRecurrenceFields } from './OrderRecurrenceFields';
import type { OrderCounterparty } from './orderCounterparty';
import {
  MEMO_MAX,
  NOTES_MAX,
  sameBankFor,
  type OrderFormContext,
  type OrderFormValues,
} from './orderFormSchema';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
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

/** Where internal accounts get their API connection. */
const INTERNAL_ACCOUNTS_PATH = '/bank-accounts/internal-accounts';

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
  const { errorOf, input } = formikFields(formik);
  const { values, status, isSubmitting, handleSubmit, setFieldValue } = formik;
  const intl = useIntl();
  const { language } = useLanguage();
  const source = bankAccounts.find((account) => account.id === values.sourceAccountId);
  const sameBank = sameBankFor(values, context);
  const words = (id: string) => intl.formatMessage({ id });

  const sources: AccountOption[] = [...bankAccounts]
    .sort((a, b) => Number(b.connectionType === 'API') - Number(a.connectionType === 'API'))
    .map((account) => ({
      value: account.id,
      label:
        account.connectionType === 'API'
          ? accountLabel(account)
          : `${accountLabel(account)} — ${words('paymentForm.noApi')}`,
      disabled: account.connectionType !== 'API',
    }));
  const hasApiAccount = bankAccounts.some((account) => account.connectionType === 'API');

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
            <FormSection
              title={<FormattedMessage id="paymentForm.section.from" />}
              description={<FormattedMessage id="paymentForm.section.fromHint" />}
            >
              <Stack gap="4">
                {!hasApiAccount ? (
                  <NoticeAlert
                    status="warning"
                    testId="payment-form-no-api"
                    title={<FormattedMessage id="error.U-TRSY-TRF-2" />}
                    description={
                      <Link asChild color="brand.fg" fontWeight="medium">
                        <RouterLink to={INTERNAL_ACCOUNTS_PATH}>
                          <FormattedMessage id="paymentForm.setUpApi" />
                        </RouterLink>
                      </Link>
                    }
                  />
                ) : null}
                <FormField
                  label={<FormattedMessage id="paymentForm.source" />}
                  error={errorOf('sourceAccountId')}
                  helper={<FormattedMessage id="paymentForm.sourceHint" />}
                  required
                >
                  <OrderAccountSelect
                    {...input('sourceAccountId')}
                    options={sources}
                    placeholder={words('paymentForm.chooseAccount')}
                    data-testid="payment-form-source"
                  />
                </FormField>
              </Stack>
            </FormSection>

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

            <FormSection title={<FormattedMessage id="paymentForm.section.details" />}>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                <FormField
                  label={<FormattedMessage id="paymentForm.amount" />}
                  error={errorOf('amount')}
                  helper={<FormattedMessage id="paymentForm.amountHint" />}
                  required
                >
                  <MoneyInput
                    {...input('amount')}
                    placeholder={formatDecimal('1500000.00', language)}
                    data-testid="payment-form-amount"
                  />
                </FormField>
                <FormField
                  label={<FormattedMessage id="paymentForm.date" />}
                  error={errorOf('paymentDate')}
                  helper={<FormattedMessage id="paymentForm.dateHint" />}
                  required
                >
                  <DateInput
                    {...input('paymentDate')}
                    min={context.today}
                    data-testid="payment-form-date"
                  />
                </FormField>
                <GridItem colSpan={{ base: 1, md: 2 }}>
                  <FormField
                    label={<FormattedMessage id="paymentForm.memo" />}
                    error={errorOf('memo')}
                    helper={<FormattedMessage id="paymentForm.memoHint" />}
                  >
                    <Input {...input('memo')} autoComplete="off" maxLength={MEMO_MAX} />
                  </FormField>
                </GridItem>
                <GridItem colSpan={{ base: 1, md: 2 }}>
                  <FormField
                    label={<FormattedMessage id="paymentForm.notes" />}
                    error={errorOf('notes')}
                    helper={<FormattedMessage id="paymentForm.notesHint" />}
                  >
                    <Textarea {...input('notes')} rows={3} maxLength={NOTES_MAX} />
                  </FormField>
                </GridItem>
              </Grid>
            </FormSection>

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
