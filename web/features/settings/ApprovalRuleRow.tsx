import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ApprovalRuleRow_rule$key } from '../../__generated__/ApprovalRuleRow_rule.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { approvalRuleWords } from './approvalRuleWords';

type ApprovalRuleRowProps = {
  rule: ApprovalRuleRow_rule$key;
  /** Its place in the list, 1 first. */
  position: number;
  /** Edit, delete and move, for a member with `settings:manage`; null shows the rule read-only. */
  actions: {
    onEdit: () => void;
    onDelete: () => void;
    onMoveUp: (() => void) | null;
    onMoveDown: (() => void) | null;
    busy: boolean;
  } | null;
};

/**
 * One approval rule in its place: its name, the orders it applies to (kind,
 * from which amount, by which methods) and what they need (so many distinct
 * approvals, from which roles).
 */
export function ApprovalRuleRow({ rule, position, actions }: ApprovalRuleRowProps) {
  const data = useFragment(
    graphql`
      fragment ApprovalRuleRow_rule on ApprovalRule {
        id
        name
        appliesTo
        minAmount
        methods
        approvalsRequired
        approverRoles
      }
    `,
    rule,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const words = approvalRuleWords(intl);
  return (
    <Flex
      gap="3"
      paddingY="3"
      direction={{ base: 'column', md: 'row' }}
      alignItems={{ base: 'stretch', md: 'flex-start' }}
      justifyContent="space-between"
      data-testid="approval-rule-row"
      data-rule-id={data.id}
    >
      <HStack alignItems="flex-start" gap="3" minWidth="0">
        <Box
          flexShrink={0}
          width="7"
          height="7"
          rounded="full"
          bg="brand.subtle"
          color="brand.fg"
          fontWeight="semibold"
          fontSize="sm"
          display="grid"
          placeItems="center"
        >
          {position}
        </Box>
        <Stack gap="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="approval-rule-name">
              {data.name}
            </Text>
            <Badge variant="subtle" colorPalette="gray">
              {words.appliesTo(data.appliesTo)}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" data-testid="approval-rule-scope">
            <FormattedMessage
              id="controls.approvalRules.scope"
              values={{
                amount: formatMoney(data.minAmount, 'IDR', language),
                methods: words.methods(data.methods),
              }}
            />
          </Text>
          <Text fontSize="sm" data-testid="approval-rule-needs">
            {words.needs(data.approvalsRequired, data.approverRoles)}
          </Text>
        </Stack>
      </HStack>
      {actions ? (
        <HStack gap="1" flexShrink={0} justifyContent={{ base: 'flex-end', md: 'flex-start' }}>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage(
              { id: 'controls.approvalRules.moveUp' },
              { name: data.name },
            )}
            disabled={!actions.onMoveUp || actions.busy}
            onClick={actions.onMoveUp ?? undefined}
            data-testid="approval-rule-up"
          >
            ↑
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage(
              { id: 'controls.approvalRules.moveDown' },
              { name: data.name },
            )}
            disabled={!actions.onMoveDown || actions.busy}
            onClick={actions.onMoveDown ?? undefined}
            data-testid="approval-rule-down"
          >
            ↓
          </IconButton>
          <Button
            size="xs"
            variant="outline"
            onClick={actions.onEdit}
            data-testid="approval-rule-edit"
          >
            <FormattedMessage id="controls.approvalRules.edit" />
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={actions.onDelete}
            data-testid="approval-rule-delete"
          >
            <FormattedMessage id="controls.approvalRules.delete" />
          </Button>
        </HStack>
      ) : null}
    </Flex>
  );
}
