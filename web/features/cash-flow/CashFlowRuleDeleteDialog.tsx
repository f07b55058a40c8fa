import { graphql } from 'react-relay';
import type { CashFlowRuleDeleteDialogMutation } from '../../__generated__/CashFlowRuleDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { RuleDeleteDialog, type RuleDeleteProps } from '../../domain/rules/RuleDeleteDialog';

/** Asks before deleting a categorisation rule, naming it and saying what happens to the lines it categorised. */
export function CashFlowRuleDeleteDialog({ rule, onClose, onDeleted }: RuleDeleteProps) {
  const [commitDelete] = useCommit<CashFlowRuleDeleteDialogMutation>(graphql`
    mutation CashFlowRuleDeleteDialogMutation($input: CashFlowRuleDeleteInput!) {
      cashFlowRuleDelete(input: $input) {
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
      messages="cashFlow.rules"
      testId="cash-flow-rule-delete"
      commit={(ruleId) =>
        commitDelete({ variables: { input: { ruleId } } }).then(
          (response) => response.cashFlowRuleDelete,
        )
      }
    />
  );
}
