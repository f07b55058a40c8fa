import { Box, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { Formik, getIn, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  Currency,
  DepositFormCreateMutation,
} from '../../__generated__/DepositFormCreateMutation.graphql';
import { parseWrittenAmount } from '../../../formats/amount';
import { formatDate, formatDecimal, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  depositFormSchema,
  maturityPreview,
  parseRate,
  termOf,
  tenorOf,
  type DepositFormValues,
} from './depositFormSchema';
import { DEPOSIT_TENOR_TYPES } from './depositLabels';
import { DepositPlacementFields } from './DepositPlacementFields';
import { DepositRenewalFields } from './DepositRenewalFields';

const LIST_PATH = '/deposits';

type DepositFormProps = {
  banks: readonly { readonly code: string; readonly name: string }[];
  /** Today in the organisation's time zone: the issued date to start with, and the latest it may be. */
  today: string;
};

/** Whether a server `field` path names a field of the form (`alias`, `interestRate`). */
function isFormField(values: DepositFormValues, path: string | null | undefined): path is string {
  return typeof path === 'string' && getIn(values, path) !== undefined && path !== 'term';
}

/**
 * Records a placed time deposit: its bank, alias, amount and currency, the
 * day it was placed and its tenor (the maturity date follows and is shown as
 * the tenor changes, never typed), the yearly rate and whether it renews at
 * maturity, and what renews. The service's rules are checked first in its own
 * words; one it still breaks (`userErrors`, such as an alias in use) lands on
 * the field it names. Once saved, back to the list.
 */
export function DepositForm({ banks, today }: DepositFormProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const schema = useMemo(() => depositFormSchema(intl, today), [intl, today]);
  const [commitCreate] = useCommit<DepositFormCreateMutation>(graphql`
    mutation DepositFormCreateMutation($input: DepositCreateInput!) {
      depositCreate(input: $input) {
        deposit {
          id
          alias
          maturityDate
          ...DepositRow_deposit
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const initialValues: DepositFormValues = {
    bankCode: '',
    alias: '',
    currency: 'IDR',
    amount: '',
    issuedDate: today,
    tenor: '',
    tenorType: 'MONTHS',
    interestRate: '',
    autoRenewal: false,
    renewal: 'RENEW_PRINCIPAL',
  };

  const submit = async (values: DepositFormValues, helpers: FormikHelpers<DepositFormValues>) => {
    const commit = commitCreate({ variables: { input: createInputOf(values) } }).then(
      (response) => response.depositCreate,
    );
    const saved = await feedback.outcome(values, helpers, commit, (field) =>
      isFormField(values, field) ? field : null,
    );
    if (!saved?.deposit) return;
    toastSuccess(
      intl.formatMessage(
        { id: 'deposits.form.created' },
        { alias: saved.deposit.alias, date: formatDate(saved.deposit.maturityDate, language) },
      ),
    );
    void navigate(LIST_PATH);
  };

  return (
    <Formik<DepositFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      <DepositFormBody banks={banks} today={today} />
    </Formik>
  );
}

/** The form's two sections (the placement, then its term) and its buttons. */
function DepositFormBody({ banks, today }: DepositFormProps) {
  const formik = useFormikContext<DepositFormValues>();
  const { errorOf, input } = formikFields(formik);
  const maturity = maturityPreview(formik.values);

  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="deposit-form">
      <Stack gap="6" maxWidth="4xl">
        <FormErrorAlert message={formik.status as string | undefined} />

        <DepositPlacementFields banks={banks} />

        <FormSection
          title={<FormattedMessage id="deposits.form.term" />}
          description={<FormattedMessage id="deposits.form.termHint" />}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField
              label={<FormattedMessage id="deposits.form.issuedDate" />}
              error={errorOf('issuedDate')}
              required
            >
              <DateInput {...input('issuedDate')} max={today} />
            </FormField>
            <TenorField />
            <MaturityPreviewField maturity={maturity} />
            <FormField
              label={<FormattedMessage id="deposits.form.interestRate" />}
              error={errorOf('interestRate')}
              helper={<FormattedMessage id="deposits.form.interestRateHint" />}
              required
            >
              <Input
                {...input('interestRate')}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
              />
            </FormField>
            <DepositRenewalFields />
          </Grid>
          <DepositTermSummary maturity={maturity} />
        </FormSection>

        <FormPageActions
          cancelTo={LIST_PATH}
          submitting={formik.isSubmitting}
          submitLabel={<FormattedMessage id="deposits.form.submit" />}
          submitTestId="deposit-submit-form"
        />
      </Stack>
    </form>
  );
}

/** The tenor: how many of which unit (days, months). */
function TenorField() {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<DepositFormValues>());
  return (
    <FormField
      label={<FormattedMessage id="deposits.form.tenor" />}
      error={errorOf('tenor')}
      required
    >
      <Grid templateColumns="1fr 1fr" gap="2">
        <Input
          {...input('tenor')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          aria-label={intl.formatMessage({ id: 'deposits.form.tenor' })}
        />
        <OptionSelect
          {...input('tenorType')}
          aria-label={intl.formatMessage({ id: 'deposits.form.tenorType' })}
          options={DEPOSIT_TENOR_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `deposits.form.tenorType.${type}` }),
          }))}
        />
      </Grid>
    </FormField>
  );
}

/** The maturity date the issue date and tenor give, shown as the form is filled in. */
function MaturityPreviewField({ maturity }: { maturity: string | null }) {
  const { language } = useLanguage();
  return (
    <FormField
      label={<FormattedMessage id="deposits.form.maturityDate" />}
      helper={<FormattedMessage id="deposits.form.maturityHint" />}
    >
      <Box
        width="full"
        borderWidth="1px"
        borderRadius="l2"
        paddingX="3"
        paddingY="2"
        bg="bg.muted"
        minHeight="10"
        data-testid="deposit-form-maturity"
        data-date={maturity ?? ''}
      >
        {maturity ? (
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
            {formatDate(maturity, language)}
          </Text>
        ) : (
          <Text color="fg.subtle">
            <FormattedMessage id="deposits.form.maturityPending" />
          </Text>
        )}
      </Box>
    </FormField>
  );
}

/** What the deposit earns said in a sentence (amount, rate, maturity), once all three are known. */
function DepositTermSummary({ maturity }: { maturity: string | null }) {
  const { language } = useLanguage();
  const { values } = useFormikContext<DepositFormValues>();
  const amount = parseWrittenAmount(values.amount);
  return maturity &&
    amount !== null &&
    parseRate(values.interestRate) !== null &&
    tenorOf(values) !== null ? (
    <Text fontSize="sm" color="fg.muted" marginTop="4" data-testid="deposit-form-summary">
      <FormattedMessage
        id="deposits.form.summary"
        values={{
          amount: formatMoney(amount, values.currency, language),
          rate: formatDecimal(parseRate(values.interestRate) ?? '', language),
          date: formatDate(maturity, language),
          strong: (chunks) => <strong>{chunks}</strong>,
        }}
      />
    </Text>
  ) : null;
}

/** The create input from the form's values: the amount and the rate in their canonical forms, the term from the auto renewal and its choice. */
function createInputOf(values: DepositFormValues) {
  return {
    bankCode: values.bankCode,
    alias: values.alias.trim(),
    currency: values.currency as Currency,
    amount: parseWrittenAmount(values.amount) ?? values.amount.trim(),
    issuedDate: values.issuedDate,
    tenor: tenorOf(values) ?? Number.parseInt(values.tenor, 10),
    tenorType: values.tenorType,
    term: termOf(values),
    interestRate: parseRate(values.interestRate) ?? values.interestRate.trim(),
  };
}
