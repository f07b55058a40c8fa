import { Grid, GridItem, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import { DIRECTION_LABEL } from '../../i18n/transactionLabels';
import { CounterpartySelect } from '../../domain/CounterpartySelect';
import { DateInput } from '../../ui/DateInput';
import { FormField } from '../../ui/FormField';
import type { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';

type BankAccountChoice = {
  readonly id: string;
  readonly alias: string;
  readonly currency: string;
  readonly accountNumber: string;
  readonly bank: { readonly name: string };
};

type ExpectedTransactionDetailsFieldsProps = {
  fields: ReturnType<typeof formikFields>;
  /** The chosen account's currency, which the amount then takes. */
  accountCurrency: string | undefined;
  /** The counterparties to choose from; null without the permission to read them (the field then does not show). */
  counterpartyChoices: CounterpartySelect_query$key | null | undefined;
  currentCounterparty:
    { readonly id: string; readonly alias: string; readonly legalName: string } | null | undefined;
  /** The accounts to choose from; null without the permission to read them. */
  bankAccounts: readonly BankAccountChoice[] | null;
  onChooseAccount: (id: string) => void;
};

/** An expected transaction's own fields: date, direction, amount and currency, counterparty, account, descriptions, external id. */
export function ExpectedTransactionDetailsFields(props: ExpectedTransactionDetailsFieldsProps) {
  const {
    fields: { errorOf, input },
    accountCurrency,
    counterpartyChoices,
    currentCounterparty,
    bankAccounts,
    onChooseAccount,
  } = props;
  const intl = useIntl();
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
      <FormField
        label={<FormattedMessage id="expectedTransactionForm.date" />}
        error={errorOf('date')}
        required
      >
        <DateInput {...input('date')} />
      </FormField>
      <FormField
        label={<FormattedMessage id="expectedTransactionForm.direction" />}
        error={errorOf('direction')}
        required
      >
        <NativeSelect.Root>
          <NativeSelect.Field {...input('direction')}>
            <option value="CREDIT">{intl.formatMessage(DIRECTION_LABEL.CREDIT)}</option>
            <option value="DEBIT">{intl.formatMessage(DIRECTION_LABEL.DEBIT)}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={<FormattedMessage id="expectedTransactionForm.amount" />}
        error={errorOf('amount')}
        helper={<FormattedMessage id="expectedTransactionForm.amountHint" />}
        required
      >
        <MoneyInput {...input('amount')} />
      </FormField>
      <CurrencyField fields={props.fields} accountCurrency={accountCurrency} />
      {counterpartyChoices ? (
        <FormField
          label={<FormattedMessage id="expectedTransactionForm.counterparty" />}
          error={errorOf('counterpartyId')}
          helper={<FormattedMessage id="expectedTransactionForm.optional" />}
        >
          <CounterpartySelect
            {...input('counterpartyId')}
            query={counterpartyChoices}
            current={currentCounterparty}
            emptyLabel={intl.formatMessage({ id: 'expectedTransactionForm.noCounterparty' })}
          />
        </FormField>
      ) : null}
      {bankAccounts ? (
        <BankAccountField
          fields={props.fields}
          bankAccounts={bankAccounts}
          onChooseAccount={onChooseAccount}
        />
      ) : null}
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField
          label={<FormattedMessage id="expectedTransactionForm.description" />}
          error={errorOf('description')}
          helper={<FormattedMessage id="expectedTransactionForm.descriptionHint" />}
          required
        >
          <Input {...input('description')} autoComplete="off" maxLength={500} />
        </FormField>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField
          label={<FormattedMessage id="expectedTransactionForm.internalDescription" />}
          error={errorOf('internalDescription')}
          helper={<FormattedMessage id="expectedTransactionForm.internalDescriptionHint" />}
        >
          <Textarea {...input('internalDescription')} rows={2} maxLength={1000} />
        </FormField>
      </GridItem>
      <FormField
        label={<FormattedMessage id="expectedTransactionForm.externalId" />}
        error={errorOf('externalId')}
        helper={<FormattedMessage id="expectedTransactionForm.externalIdHint" />}
      >
        <Input {...input('externalId')} autoComplete="off" maxLength={100} />
      </FormField>
    </Grid>
  );
}

type Fields = ExpectedTransactionDetailsFieldsProps['fields'];

/** The currency: chosen here, or the chosen account's (and then fixed). */
function CurrencyField({
  fields: { errorOf, input },
  accountCurrency,
}: {
  fields: Fields;
  accountCurrency: string | undefined;
}) {
  return (
    <FormField
      label={<FormattedMessage id="expectedTransactionForm.currency" />}
      error={errorOf('currency')}
      helper={
        accountCurrency ? (
          <FormattedMessage id="expectedTransactionForm.currencyFromAccount" />
        ) : undefined
      }
      required
    >
      <NativeSelect.Root disabled={Boolean(accountCurrency)}>
        <NativeSelect.Field {...input('currency')}>
          <option value="IDR">IDR</option>
          <option value="USD">USD</option>
          <option value="SGD">SGD</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** The bank account it is expected on, or any; choosing one sets the currency. */
function BankAccountField({
  fields: { errorOf, input },
  bankAccounts,
  onChooseAccount,
}: {
  fields: Fields;
  bankAccounts: readonly BankAccountChoice[];
  onChooseAccount: (id: string) => void;
}) {
  const intl = useIntl();
  return (
    <FormField
      label={<FormattedMessage id="expectedTransactionForm.bankAccount" />}
      error={errorOf('bankAccountId')}
      helper={<FormattedMessage id="expectedTransactionForm.bankAccountHint" />}
    >
      <NativeSelect.Root>
        <NativeSelect.Field
          {...input('bankAccountId')}
          onChange={(event) => onChooseAccount(event.currentTarget.value)}
        >
          <option value="">
            {intl.formatMessage({ id: 'expectedTransactionForm.anyBankAccount' })}
          </option>
          {bankAccounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.alias} · {account.bank.name} {account.accountNumber} ({account.currency})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
