import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ApprovalRuleRow_rule$key } from '../../__generated__/ApprovalRuleRow_rule.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { approvalRuleWords } from './approvalRuleWords';
import { SettingRow } from './SettingRow';

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
        ...approvalRuleTerms_rule @relay(mask: false)
      }
    `,
    rule,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const words = approvalRuleWords(intl);
  return (
    <SettingRow
      gap="3"
      paddingY="3"
      alignItems={{ base: 'stretch', md: 'flex-start' }}
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
          <MoveButton way="up" name={data.name} onMove={actions.onMoveUp} busy={actions.busy} />
          <MoveButton way="down" name={data.name} onMove={actions.onMoveDown} busy={actions.busy} />
          <ActionButtonList
            size="xs"
            buttons={[
              {
                label: 'controls.approvalRules.edit',
                testId: 'approval-rule-edit',
                look: 'plain',
                onClick: actions.onEdit,
              },
              {
                label: 'controls.approvalRules.delete',
                testId: 'approval-rule-delete',
                look: 'danger',
                onClick: actions.onDelete,
              },
            ]}
          />
        </HStack>
      ) : null}
    </SettingRow>
  );
}

/** The moves of a rule in the order, their labels, test ids and arrows. */
const MOVES = {
  up: { label: 'controls.approvalRules.moveUp', testId: 'approval-rule-up', arrow: '↑' },
  down: { label: 'controls.approvalRules.moveDown', testId: 'approval-rule-down', arrow: '↓' },
} as const;

/** Moves the rule one place up or down the order: disabled at the end it stands at, and while a move is saved. */
function MoveButton({
  way,
  name,
  onMove,
  busy,
}: {
  way: keyof typeof MOVES;
  name: string;
  /** Null at the top (up) or the bottom (down). */
  onMove: (() => void) | null;
  busy: boolean;
}) {
  const intl = useIntl();
  const move = MOVES[way];
  return (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={intl.formatMessage({ id: move.label }, { name })}
      disabled={!onMove || busy}
      onClick={onMove ?? undefined}
      data-testid={move.testId}
    >
      {move.arrow}
    </IconButton>
  );
}
