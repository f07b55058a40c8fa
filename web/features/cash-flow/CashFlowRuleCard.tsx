import { Badge, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  CashFlowRuleCard_rule$data,
  CashFlowRuleCard_rule$key,
} from '../../__generated__/CashFlowRuleCard_rule.graphql';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { RuleOrderActions } from '../../ui/RuleOrderActions';
import { cashCategoryLabel } from '../../domain/records/cashCategoryLabels';

type CashFlowRuleCardProps = {
  rule: CashFlowRuleCard_rule$key;
  /** Whether the viewer may change the rules; without it the card only shows. */
  canManage: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** While a change of the order is on its way, the arrows wait. */
  busy: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One categorisation rule in the priority list: its place, name, the
 * category it gives and whether it is on, and its conditions in words
 * (direction, counterparty, description, amount), with move up and down,
 * edit and delete.
 */
export function CashFlowRuleCard({
  rule: ruleKey,
  canManage,
  isFirst,
  isLast,
  busy,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
}: CashFlowRuleCardProps) {
  const rule = useFragment(
    graphql`
      fragment CashFlowRuleCard_rule on CashFlowRule {
        priority
        name
        category
        direction
        counterpartyAlias
        descriptionPattern
        descriptionMatch
        amountMin
        amountMax
        enabled
      }
    `,
    ruleKey,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const conditions = conditionsOf(rule, intl, language);
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      data-testid="cash-flow-rule"
      data-rule-name={rule.name}
      data-priority={rule.priority}
    >
      <Card.Body padding={{ base: '4', md: '5' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justifyContent="space-between">
          <HStack alignItems="flex-start" gap="3" minWidth="0">
            <Badge
              variant="solid"
              colorPalette="brand"
              size="lg"
              flexShrink="0"
              aria-label={intl.formatMessage(
                { id: 'cashFlow.rules.priority' },
                { priority: rule.priority },
              )}
            >
              {rule.priority}
            </Badge>
            <Stack gap="2" minWidth="0">
              <Flex gap="2" wrap="wrap" alignItems="center">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {rule.name}
                </Text>
                <Badge colorPalette="blue" data-testid="cash-flow-rule-category">
                  <FormattedMessage {...cashCategoryLabel(rule.category)} />
                </Badge>
                <Badge colorPalette={rule.enabled ? 'green' : 'gray'}>
                  <FormattedMessage
                    id={rule.enabled ? 'cashFlow.rules.enabled' : 'cashFlow.rules.disabled'}
                  />
                </Badge>
              </Flex>
              <Text
                fontSize="sm"
                color="fg.muted"
                wordBreak="break-word"
                data-testid="cash-flow-rule-conditions"
              >
                {intl.formatList(conditions, { type: 'conjunction' })}
              </Text>
            </Stack>
          </HStack>
          {canManage ? (
            <RuleOrderActions
              name={rule.name}
              isFirst={isFirst}
              isLast={isLast}
              busy={busy}
              onMoveUp={onMoveUp}
              onMoveDown={onMoveDown}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ) : null}
        </Flex>
      </Card.Body>
    </Card.Root>
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
