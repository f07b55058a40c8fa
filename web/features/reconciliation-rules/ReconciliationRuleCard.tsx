import { Badge, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationRuleCard_rule$key } from '../../__generated__/ReconciliationRuleCard_rule.graphql';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { RuleCard, type RuleCardActions } from '../../domain/rules/RuleCard';
import { percentText } from './percentText';

/** Whether a decimal string is zero (money stays a string). */
const isZero = (value: string) => /^0+(\.0*)?$/.test(value);

type ReconciliationRuleCardProps = RuleCardActions & { rule: ReconciliationRuleCard_rule$key };

/**
 * One matching rule in the priority list: its place, name and state, what it
 * accepts (amount tolerance, transfer fees, date window, fields that must
 * agree) and its thresholds, with move up and down, edit and delete.
 */
export function ReconciliationRuleCard({ rule: ruleKey, ...actions }: ReconciliationRuleCardProps) {
  const rule = useFragment(
    graphql`
      fragment ReconciliationRuleCard_rule on ReconciliationRule {
        priority
        ...ruleValues_rule @relay(mask: false)
      }
    `,
    ruleKey,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const exact = isZero(rule.amountToleranceAbsolute) && isZero(rule.amountToleranceRelative);
  const required = [
    ...(rule.requireAmount
      ? [intl.formatMessage({ id: 'reconciliation.rulesPage.field.amount' })]
      : []),
    ...(rule.requireCounterparty
      ? [intl.formatMessage({ id: 'reconciliation.rulesPage.field.counterparty' })]
      : []),
    ...(rule.requireReference
      ? [intl.formatMessage({ id: 'reconciliation.rulesPage.field.reference' })]
      : []),
  ];
  return (
    <RuleCard
      messages="reconciliation.rulesPage"
      testId="reconciliation-rule"
      rule={rule}
      badges={{
        trailing: (
          <Badge
            colorPalette={rule.autoConfirmAt ? 'orange' : 'gray'}
            variant="subtle"
            data-testid="rule-auto-confirm"
          >
            {rule.autoConfirmAt ? (
              <FormattedMessage
                id="reconciliation.rulesPage.autoConfirmFrom"
                values={{ percent: percentText(rule.autoConfirmAt, language) }}
              />
            ) : (
              <FormattedMessage id="reconciliation.rulesPage.autoConfirmOff" />
            )}
          </Badge>
        ),
      }}
      {...actions}
    >
      <Stack gap="1" fontSize="sm" color="fg.muted">
        <Text>
          {exact ? (
            <FormattedMessage id="reconciliation.rulesPage.summary.amountExact" />
          ) : (
            <FormattedMessage
              id="reconciliation.rulesPage.summary.amountWithin"
              values={{
                amount: formatDecimal(rule.amountToleranceAbsolute, language),
                percent: percentText(rule.amountToleranceRelative, language),
              }}
            />
          )}
          {rule.allowTransferFees ? (
            <>
              {' · '}
              <FormattedMessage id="reconciliation.rulesPage.summary.fees" />
            </>
          ) : null}
        </Text>
        <Text>
          <FormattedMessage
            id="reconciliation.rulesPage.summary.dates"
            values={{ before: rule.daysBefore, after: rule.daysAfter }}
          />
        </Text>
        <Text>
          {required.length > 0 ? (
            <FormattedMessage
              id="reconciliation.rulesPage.summary.required"
              values={{ fields: intl.formatList(required) }}
            />
          ) : (
            <FormattedMessage id="reconciliation.rulesPage.summary.nothingRequired" />
          )}
          {' · '}
          <FormattedMessage
            id="reconciliation.rulesPage.summary.review"
            values={{ percent: percentText(rule.proposeAt, language) }}
          />
        </Text>
      </Stack>
    </RuleCard>
  );
}
