import { Button, HStack, IconButton } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MenuIcon } from './MenuIcon';

export type RuleOrderActionsProps = {
  /** The rule's name, for the buttons' labels ("Move Payroll up"). */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  /** A move is being saved: the order buttons wait. */
  busy: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * A prioritised rule's actions in its card: move it up or down the order,
 * edit it, delete it. The reconciliation rules and the cash-flow rules share
 * them, with the same labels and test ids (`rule-move-up`, `rule-move-down`,
 * `rule-edit`, `rule-delete`) within each card.
 */
export function RuleOrderActions({
  name,
  isFirst,
  isLast,
  busy,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
}: RuleOrderActionsProps) {
  const intl = useIntl();
  return (
    <HStack gap="1" flexShrink="0" alignSelf={{ base: 'flex-end', md: 'flex-start' }}>
      <IconButton
        size="sm"
        variant="ghost"
        disabled={isFirst || busy}
        onClick={onMoveUp}
        aria-label={intl.formatMessage({ id: 'rules.moveUp' }, { name })}
        data-testid="rule-move-up"
      >
        <MenuIcon name="chevronDown" transform="rotate(180deg)" />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        disabled={isLast || busy}
        onClick={onMoveDown}
        aria-label={intl.formatMessage({ id: 'rules.moveDown' }, { name })}
        data-testid="rule-move-down"
      >
        <MenuIcon name="chevronDown" />
      </IconButton>
      <Button size="sm" variant="outline" onClick={onEdit} data-testid="rule-edit">
        <FormattedMessage id="rules.edit" />
      </Button>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        onClick={onDelete}
        aria-label={intl.formatMessage({ id: 'rules.delete' }, { name })}
        data-testid="rule-delete"
      >
        <MenuIcon name="trash" />
      </IconButton>
    </HStack>
  );
}
