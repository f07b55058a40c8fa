import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { ListEmptyState } from '../../ui/ListEmptyState';
import type { IconName } from '../../ui/MenuIcon';
import { toastError, toastSuccess } from '../../ui/toaster';
import type { RuleCardActions } from './RuleCard';
import { ruleMessageIds, type RuleMessages } from './ruleMessages';

type RuleListProps<Rule extends { readonly id: string }> = {
  /** The screen's catalogue prefix: the empty state's words and the toast once the order is saved. */
  messages: RuleMessages;
  empty: { testId: string; icon: IconName };
  /** The rules in the order they are tried. */
  rules: readonly Rule[];
  canManage: boolean;
  /** Commits the screen's reorder mutation with every rule's id in the new order and answers its payload. */
  reorder: (ruleIds: string[]) => Promise<{
    readonly userErrors: readonly { readonly code: string; readonly message: string }[];
  }>;
  /** Reads the rules again once the order is saved or refused. */
  onChanged: () => Promise<unknown>;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
  /** The card of one rule, given its actions. */
  children: (rule: Rule, actions: RuleCardActions) => ReactNode;
};

/**
 * Prioritised rules as cards in the order they are tried, or the empty state.
 * Moving one up or down swaps it with its neighbour and saves the whole
 * order; a refusal (the list changed meanwhile) is shown and the list read
 * again.
 */
export function RuleList<Rule extends { readonly id: string }>({
  messages,
  empty,
  rules,
  canManage,
  reorder,
  onChanged,
  onEdit,
  onDelete,
  children,
}: RuleListProps<Rule>) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [moving, setMoving] = useState(false);
  const ids = ruleMessageIds(messages);

  const move = async (index: number, by: -1 | 1) => {
    const order = rules.map((rule) => rule.id);
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    setMoving(true);
    try {
      const refusal = (await reorder(order)).userErrors[0];
      if (refusal) toastError(errorMessage(refusal.code, refusal.message));
      else toastSuccess(intl.formatMessage({ id: ids.reordered }));
      await onChanged();
    } catch (error) {
      const message = mutationFailure(error);
      if (message) toastError(message);
    } finally {
      setMoving(false);
    }
  };

  if (rules.length === 0)
    return (
      <ListEmptyState
        testId={empty.testId}
        icon={empty.icon}
        title={<FormattedMessage id={ids.emptyTitle} />}
        body={<FormattedMessage id={ids.emptyBody} />}
      />
    );
  return rules.map((rule, index) =>
    children(rule, {
      canManage,
      isFirst: index === 0,
      isLast: index === rules.length - 1,
      busy: moving,
      onMoveUp: () => void move(index, -1),
      onMoveDown: () => void move(index, 1),
      onEdit: () => onEdit(rule),
      onDelete: () => onDelete(rule),
    }),
  );
}
