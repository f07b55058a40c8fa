import { Box, Grid } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import { CounterpartySelect } from '../../domain/CounterpartySelect';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { OrderAccountSelect, type AccountOption } from './OrderAccountSelect';
import type { OrderCounterparty } from './orderCounterparty';
import type { OrderFormValues } from './orderFormSchema';
import type { OrderKind } from './orderKinds';
import { accountLabel, type BankAccountChoice } from './orderAccounts';

type OrderBeneficiaryFieldsProps = {
  kind: OrderKind;
  bankAccounts: readonly BankAccountChoice[];
  /** The chosen source account, whose entity and currency a transfer keeps. */
  source: BankAccountChoice | undefined;
  counterpartyChoices: CounterpartySelect_query$key | null;
  counterparty: OrderCounterparty | null;
  loadingCounterparty: boolean;
  /** Reads the chosen counterparty's accounts; answers the one to pay when it has only one. */
  onChooseCounterparty: (id: string) => Promise<string | null>;
};

/**
 * Where the money goes: a payment's counterparty, then one of its bank
 * accounts (its only one chosen by itself); a transfer's other account of the
 * same entity and currency (the others shown, disabled, with why).
 */
export function OrderBeneficiaryFields({
  kind,
  bankAccounts,
  source,
  counterpartyChoices,
  counterparty,
  loadingCounterparty,
  onChooseCounterparty,
}: OrderBeneficiaryFieldsProps) {
  return (
    <FormSection
      title={<FormattedMessage id="paymentForm.section.to" />}
      description={
        <FormattedMessage
          id={
            kind === 'PAYMENT' ? 'paymentForm.section.toHint' : 'paymentForm.section.toTransferHint'
          }
        />
      }
    >
      {kind === 'PAYMENT' ? (
        <CounterpartyFields
          counterpartyChoices={counterpartyChoices}
          counterparty={counterparty}
          loadingCounterparty={loadingCounterparty}
          onChooseCounterparty={onChooseCounterparty}
        />
      ) : (
        <DestinationField bankAccounts={bankAccounts} source={source} />
      )}
    </FormSection>
  );
}

/**
 * A payment's counterparty and the one of its bank accounts to pay: choosing
 * the counterparty reads its accounts and picks its only one by itself.
 */
function CounterpartyFields({
  counterpartyChoices,
  counterparty,
  loadingCounterparty,
  onChooseCounterparty,
}: Pick<
  OrderBeneficiaryFieldsProps,
  'counterpartyChoices' | 'counterparty' | 'loadingCounterparty' | 'onChooseCounterparty'
>) {
  const formik = useFormikContext<OrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  const { setFieldValue } = formik;
  const intl = useIntl();
  const words = (id: string) => intl.formatMessage({ id });

  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
      <FormField
        label={<FormattedMessage id="paymentForm.counterparty" />}
        error={errorOf('counterpartyId')}
        required
      >
        {counterpartyChoices ? (
          <Box width="full">
            <CounterpartySelect
              {...input('counterpartyId')}
              query={counterpartyChoices}
              current={
                counterparty
                  ? {
                      id: counterparty.id,
                      alias: counterparty.alias,
                      legalName: counterparty.legalName,
                    }
                  : null
              }
              emptyLabel={words('paymentForm.chooseCounterparty')}
              onChange={(event) => {
                const id = event.currentTarget.value;
                void setFieldValue('counterpartyId', id);
                void setFieldValue('counterpartyBankAccountId', '', false);
                void onChooseCounterparty(id).then((only) => {
                  if (only) void setFieldValue('counterpartyBankAccountId', only);
                });
              }}
            />
          </Box>
        ) : null}
      </FormField>
      <FormField
        label={<FormattedMessage id="paymentForm.counterpartyAccount" />}
        error={errorOf('counterpartyBankAccountId')}
        required
      >
        <OrderAccountSelect
          {...input('counterpartyBankAccountId')}
          options={(counterparty?.bankAccounts ?? []).map((account) => ({
            value: account.id,
            label: `${account.bank.name} · ${account.accountNumber} · ${account.alias ?? account.accountName}`,
          }))}
          placeholder={words(
            loadingCounterparty
              ? 'paymentForm.loadingAccounts'
              : counterparty
                ? 'paymentForm.chooseAccount'
                : 'paymentForm.counterpartyFirst',
          )}
          disabled={!counterparty || loadingCounterparty}
          data-testid="payment-form-counterparty-account"
        />
      </FormField>
    </Grid>
  );
}

/** A transfer's other account: those of the source's entity and currency, the others shown disabled with why. */
function DestinationField({
  bankAccounts,
  source,
}: Pick<OrderBeneficiaryFieldsProps, 'bankAccounts' | 'source'>) {
  const formik = useFormikContext<OrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  const intl = useIntl();
  const words = (id: string) => intl.formatMessage({ id });

  const destinations: AccountOption[] = bankAccounts
    .filter((account) => account.id !== formik.values.sourceAccountId)
    .map((account) => {
      const otherEntity = source && account.entity.id !== source.entity.id;
      const otherCurrency = source && account.currency !== source.currency;
      const why = otherEntity
        ? words('paymentForm.otherEntity')
        : otherCurrency
          ? words('paymentForm.otherCurrency')
          : null;
      return {
        value: account.id,
        label: why ? `${accountLabel(account)} — ${why}` : accountLabel(account),
        disabled: Boolean(why),
      };
    });

  return (
    <FormField
      label={<FormattedMessage id="paymentForm.destination" />}
      error={errorOf('destinationAccountId')}
      helper={<FormattedMessage id="paymentForm.destinationHint" />}
      required
    >
      <OrderAccountSelect
        {...input('destinationAccountId')}
        options={destinations}
        placeholder={words('paymentForm.chooseAccount')}
        data-testid="payment-form-destination"
      />
    </FormField>
  );
}
