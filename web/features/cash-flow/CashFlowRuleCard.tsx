import { Badge, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  CashFlowRuleCard_rule$data,
  CashFlowRuleCard_rule$key,
} from '../../__generated__/CashFlowRuleCard_rule.graphql';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { cashCategoryLabel } from '../../domain/records/cashCategoryLabels';
import { RuleCard, type RuleCardActions } from '../../domain/rules/RuleCard';

type CashFlowRuleCardProps = RuleCardActions & { rule: CashFlowRuleCard_rule$key };

/**
 * One categorisation rule in the priority list: its place, name, the
 * category it gives and whether it is on, and its conditions in words
 * (direction, counterparty, description, amount), with move up and down,
 * edit and delete.
 */
export function CashFlowRuleCard({ rule: ruleKey, ...actions }: CashFlowRuleCardProps) {
  const rule = useFragment(
    graphql`
      fragment CashFlowRuleCard_rule on CashFlowRule {
        priority
        name
        category
        ...CashFlowRuleConditions_conditions @relay(mask: false)
        enabled
      }
    `,
    ruleKey,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const conditions = conditionsOf(rule, intl, language);
  return (
    <RuleCard
      messages="cashFlow.rules"
      testId="cash-flow-rule"
      rule={rule}
      badges={{
        leading: (
          <Badge colorPalette="blue" data-testid="cash-flow-rule-category">
            <FormattedMessage {...cashCategoryLabel(rule.category)} />
          </Badge>
        ),
      }}
      {...actions}
    >
      <Text
        fontSize="sm"
        color="fg.muted"
        wordBreak="break-word"
        data-testid="cash-flow-rule-conditions"
      >
        {intl.formatList(conditions, { type: 'conjunction' })}
      </Text>
    </RuleCard>
  );
}

/** A rule's conditions in words (direction, counterparty, description, amount), in the order the card lists them. */
function conditionsOf(
  rule: Pick<
    CashFlowRuleCard_rule$data,
    | 'direction'
    | 'counterpartyAlias'
    | 'descriptionPattern'
    | 'descriptionMatch'
    | 'amountMin'
    | 'amountMax'
  >,
  intl: IntlShape,
  language: Language,
): string[] {
  return [
    ...(rule.direction
      ? [
          intl.formatMessage({
            id:
              rule.direction === 'CREDIT'
                ? 'cashFlow.rules.summary.incoming'
                : 'cashFlow.rules.summary.outgoing',
          }),
        ]
      : []),
    ...(rule.counterpartyAlias
      ? [
          intl.formatMessage(
            { id: 'cashFlow.rules.summary.counterparty' },
            { name: rule.counterpartyAlias },
          ),
        ]
      : []),
    ...(rule.descriptionPattern
      ? [
          intl.formatMessage(
            {
              id:
                rule.descriptionMatch === 'WILDCARD'
                  ? 'cashFlow.rules.summary.matches'
                  : 'cashFlow.rules.summary.contains',
            },
            { pattern: rule.descriptionPattern },
          ),
        ]
      : []),
    ...(rule.amountMin && rule.amountMax
      ? [
          intl.formatMessage(
            { id: 'cashFlow.rules.summary.between' },
            {
              min: formatDecimal(rule.amountMin, language),
              max: formatDecimal(rule.amountMax, language),
            },
          ),
        ]
      : rule.amountMin
        ? [
            intl.formatMessage(
              { id: 'cashFlow.rules.summary.atLeast' },
              { min: formatDecimal(rule.amountMin, language) },
            ),
          ]
        : rule.amountMax
          ? [
              intl.formatMessage(
                { id: 'cashFlow.rules.summary.atMost' },
                { max: formatDecimal(rule.amountMax, language) },
              ),
            ]
          : []),
  ];
}
