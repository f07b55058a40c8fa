import { Grid, Input, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import { CounterpartySelect } from '../../domain/CounterpartySelect';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { OptionSelect } from '../../ui/OptionSelect';
import { TitleAndDescription } from '../../ui/TitleAndDescription';
import { PATTERN_MAX, type CashFlowRuleFormValues } from './cashFlowRuleForm';

/**
 * A saved rule's conditions, which its card puts in words and its form edits: direction,
 * counterparty, description and amount range. Spread unmasked
 * (`...CashFlowRuleConditions_conditions @relay(mask: false)`) by the card and by the list that opens
 * the editor, so both ask for the same fields. Here rather than beside the form's values, which
 * unit tests import without Relay's compiler.
 */
export const cashFlowRuleConditionsFragment = graphql`
  fragment CashFlowRuleConditions_conditions on CashFlowRule {
    direction
    counterpartyAlias
    descriptionPattern
    descriptionMatch
    amountMin
    amountMax
  }
`;

/**
 * The conditions of a cash-flow rule's form: direction, counterparty (a
 * warning instead for a viewer without counterparties:read), how the
 * description matches and its pattern, and the amount range.
 */
export function CashFlowRuleConditions({
  counterpartyChoices,
  current,
}: {
  counterpartyChoices: CounterpartySelect_query$key | null;
  current: { readonly id: string; readonly alias: string; readonly legalName: string } | null;
}) {
  const intl = useIntl();
  const formik = useFormikContext<CashFlowRuleFormValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <>
      <TitleAndDescription
        heading={
          <Text fontWeight="semibold">
            <FormattedMessage id="cashFlow.rules.form.conditions" />
          </Text>
        }
        description={<FormattedMessage id="cashFlow.rules.form.conditionsHint" />}
      />
      <FormField label={<FormattedMessage id="cashFlow.rules.form.direction" />}>
        <OptionSelect
          {...input('direction')}
          options={[
            {
              value: '',
              label: intl.formatMessage({ id: 'cashFlow.rules.form.anyDirection' }),
            },
            {
              value: 'CREDIT',
              label: intl.formatMessage({ id: 'cashFlow.rules.form.incoming' }),
            },
            {
              value: 'DEBIT',
              label: intl.formatMessage({ id: 'cashFlow.rules.form.outgoing' }),
            },
          ]}
          data-testid="cash-flow-rule-direction"
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="cashFlow.rules.form.counterparty" />}
        error={errorOf('counterpartyId')}
        helper={<FormattedMessage id="cashFlow.rules.form.counterpartyHint" />}
      >
        {counterpartyChoices ? (
          <CounterpartySelect
            {...input('counterpartyId')}
            query={counterpartyChoices}
            current={current}
            emptyLabel={intl.formatMessage({ id: 'cashFlow.rules.form.anyCounterparty' })}
          />
        ) : (
          <NoticeAlert
            status="warning"
            title={<FormattedMessage id="cashFlow.rules.form.noCounterpartyAccess" />}
          />
        )}
      </FormField>
      <DescriptionMatchFields />
      <AmountRangeFields />
    </>
  );
}

/** How the description matches (contains, wildcard) and the pattern it matches. */
function DescriptionMatchFields() {
  const intl = useIntl();
  const formik = useFormikContext<CashFlowRuleFormValues>();
  const { errorOf, input } = formikFields(formik);
  const { values } = formik;
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
      <FormField label={<FormattedMessage id="cashFlow.rules.form.match" />}>
        <OptionSelect
          {...input('descriptionMatch')}
          options={[
            {
              value: 'CONTAINS',
              label: intl.formatMessage({ id: 'cashFlow.rules.form.contains' }),
            },
            {
              value: 'WILDCARD',
              label: intl.formatMessage({ id: 'cashFlow.rules.form.wildcard' }),
            },
          ]}
          data-testid="cash-flow-rule-match"
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="cashFlow.rules.form.pattern" />}
        error={errorOf('descriptionPattern')}
        helper={
          <FormattedMessage
            id={
              values.descriptionMatch === 'WILDCARD'
                ? 'cashFlow.rules.form.wildcardHint'
                : 'cashFlow.rules.form.containsHint'
            }
          />
        }
      >
        <Input
          {...input('descriptionPattern')}
          autoComplete="off"
          maxLength={PATTERN_MAX}
          data-testid="cash-flow-rule-pattern"
        />
      </FormField>
    </Grid>
  );
}

/** The amount range a line's amount falls in: from, to, either left open. */
function AmountRangeFields() {
  const { errorOf, input } = formikFields(useFormikContext<CashFlowRuleFormValues>());
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
      <FormField
        label={<FormattedMessage id="cashFlow.rules.form.amountMin" />}
        error={errorOf('amountMin')}
      >
        <MoneyInput {...input('amountMin')} data-testid="cash-flow-rule-amount-min" />
      </FormField>
      <FormField
        label={<FormattedMessage id="cashFlow.rules.form.amountMax" />}
        error={errorOf('amountMax')}
      >
        <MoneyInput {...input('amountMax')} data-testid="cash-flow-rule-amount-max" />
      </FormField>
    </Grid>
  );
}
