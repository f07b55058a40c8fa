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
      <MoveButton direction="up" name={name} disabled={isFirst || busy} onClick={onMoveUp} />
      <MoveButton direction="down" name={name} disabled={isLast || busy} onClick={onMoveDown} />
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

/** The button that moves the rule one place up or down the order ("Move Payroll up"), a chevron pointing that way. */
function MoveButton({
  direction,
  name,
  disabled,
  onClick,
}: {
  direction: 'up' | 'down';
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  const up = direction === 'up';
  return (
    <IconButton
      size="sm"
      variant="ghost"
      disabled={disabled}
      onClick={onClick}
      aria-label={intl.formatMessage({ id: up ? 'rules.moveUp' : 'rules.moveDown' }, { name })}
      data-testid={up ? 'rule-move-up' : 'rule-move-down'}
    >
      <MenuIcon name="chevronDown" transform={up ? 'rotate(180deg)' : undefined} />
    </IconButton>
  );
}
