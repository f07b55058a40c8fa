import { Grid, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import { RuleDaysInput } from './RuleDaysInput';
import { RulePercentInput } from './RulePercentInput';
import { FormikSwitch } from '../../ui/FormikSwitch';
import type { RuleFormValues } from './ruleFormValues';

/** What a matching rule allows and requires: the amount tolerances and transfer fees, the days around the date, and which fields must agree. */
export function RuleMatchFields() {
  const { errorOf, input } = formikFields(useFormikContext<RuleFormValues>());
  return (
    <>
      <Text fontWeight="semibold">
        <FormattedMessage id="reconciliation.rulesPage.form.amountSection" />
      </Text>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField
          label={<FormattedMessage id="reconciliation.rulesPage.form.absolute" />}
          error={errorOf('amountToleranceAbsolute')}
          helper={<FormattedMessage id="reconciliation.rulesPage.form.absoluteHint" />}
        >
          <MoneyInput {...input('amountToleranceAbsolute')} data-testid="rule-absolute" />
        </FormField>
        <FormField
          label={<FormattedMessage id="reconciliation.rulesPage.form.relative" />}
          error={errorOf('amountTolerancePercent')}
          helper={<FormattedMessage id="reconciliation.rulesPage.form.relativeHint" />}
        >
          <RulePercentInput name="amountTolerancePercent" testId="rule-relative" />
        </FormField>
      </Grid>
      <FormikSwitch
        name="allowTransferFees"
        label={<FormattedMessage id="reconciliation.rulesPage.form.fees" />}
        testId="rule-fees"
      />

      <Text fontWeight="semibold">
        <FormattedMessage id="reconciliation.rulesPage.form.dateSection" />
      </Text>
      <Grid templateColumns={{ base: '1fr 1fr' }} gap="4">
        <FormField
          label={<FormattedMessage id="reconciliation.rulesPage.form.daysBefore" />}
          error={errorOf('daysBefore')}
        >
          <RuleDaysInput name="daysBefore" testId="rule-days-before" />
        </FormField>
        <FormField
          label={<FormattedMessage id="reconciliation.rulesPage.form.daysAfter" />}
          error={errorOf('daysAfter')}
        >
          <RuleDaysInput name="daysAfter" testId="rule-days-after" />
        </FormField>
      </Grid>

      <Text fontWeight="semibold">
        <FormattedMessage id="reconciliation.rulesPage.form.requiredSection" />
      </Text>
      <Stack gap="3">
        <FormikSwitch
          name="requireAmount"
          label={<FormattedMessage id="reconciliation.rulesPage.form.requireAmount" />}
          testId="rule-require-amount"
        />
        <FormikSwitch
          name="requireCounterparty"
          label={<FormattedMessage id="reconciliation.rulesPage.form.requireCounterparty" />}
          testId="rule-require-counterparty"
        />
        <FormikSwitch
          name="requireReference"
          label={<FormattedMessage id="reconciliation.rulesPage.form.requireReference" />}
          testId="rule-require-reference"
        />
      </Stack>
    </>
  );
}
