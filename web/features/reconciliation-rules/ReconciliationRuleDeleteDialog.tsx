import { graphql } from 'react-relay';
import type { ReconciliationRuleDeleteDialogMutation } from '../../__generated__/ReconciliationRuleDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { RuleDeleteDialog, type RuleDeleteProps } from '../../domain/rules/RuleDeleteDialog';

/** Asks before deleting a matching rule, naming it and saying that the rules after it move up. */
export function ReconciliationRuleDeleteDialog({ rule, onClose, onDeleted }: RuleDeleteProps) {
  const [commitDelete] = useCommit<ReconciliationRuleDeleteDialogMutation>(graphql`
    mutation ReconciliationRuleDeleteDialogMutation($input: ReconciliationRuleDeleteInput!) {
      reconciliationRuleDelete(input: $input) {
        deletedRuleId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <RuleDeleteDialog
      rule={rule}
      onClose={onClose}
      onDeleted={onDeleted}
      messages="reconciliation.rulesPage"
      testId="reconciliation-rule-delete"
      commit={(ruleId) =>
        commitDelete({ variables: { input: { ruleId } } }).then(
          (response) => response.reconciliationRuleDelete,
        )
      }
    />
  );
}
