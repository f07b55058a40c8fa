import { Badge, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationRuleCard_rule$key } from '../../__generated__/ReconciliationRuleCard_rule.graphql';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { RuleOrderActions } from '../../ui/RuleOrderActions';
import { percentText } from './percentText';

/** Whether a decimal string is zero (money stays a string). */
const isZero = (value: string) => /^0+(\.0*)?$/.test(value);

type ReconciliationRuleCardProps = {
  rule: ReconciliationRuleCard_rule$key;
  /** Whether the viewer may change the rules (reconciliation:reconcile); without it the card only shows. */
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
 * One matching rule in the priority list: its place, name and state, what it
 * accepts (amount tolerance, transfer fees, date window, fields that must
 * agree) and its thresholds, with move up and down, edit and delete.
 */
export function ReconciliationRuleCard({
  rule: ruleKey,
  canManage,
  isFirst,
  isLast,
  busy,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
}: ReconciliationRuleCardProps) {
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
    <Card.Root
      variant="outline"
      bg="bg"
      data-testid="reconciliation-rule"
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
                { id: 'reconciliation.rulesPage.priority' },
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
                <Badge colorPalette={rule.enabled ? 'green' : 'gray'}>
                  <FormattedMessage
                    id={
                      rule.enabled
                        ? 'reconciliation.rulesPage.enabled'
                        : 'reconciliation.rulesPage.disabled'
                    }
                  />
                </Badge>
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
              </Flex>
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
