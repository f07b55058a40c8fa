import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useApprovalRuleMutationsDeleteMutation } from '../../__generated__/useApprovalRuleMutationsDeleteMutation.graphql';
import type { useApprovalRuleMutationsReorderMutation } from '../../__generated__/useApprovalRuleMutationsReorderMutation.graphql';
import { useCommit } from '../../relay/useCommit';

/** Puts the list the server answers in the store's place of the rules. */
const replaceRules = (field: 'approvalRuleDelete' | 'approvalRulesReorder') => ({
  updater: (store: RecordSourceSelectorProxy) => {
    const now = store.getRootField(field)?.getLinkedRecords('rules');
    if (now) store.getRoot().setLinkedRecords(now, 'approvalRules');
  },
});

/**
 * Deleting an approval rule and putting the rules in a new order: each
 * answers the payload (the rules as they now stand, or why not), and the
 * store's list of rules becomes the one the server answers.
 */
export function useApprovalRuleMutations() {
  const [commitDelete] = useCommit<useApprovalRuleMutationsDeleteMutation>(graphql`
    mutation useApprovalRuleMutationsDeleteMutation($input: ApprovalRuleDeleteInput!) {
      approvalRuleDelete(input: $input) {
        deletedRuleId
        rules {
          ...ApprovalRulesCard_rule @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitReorder, reordering] = useCommit<useApprovalRuleMutationsReorderMutation>(graphql`
    mutation useApprovalRuleMutationsReorderMutation($input: ApprovalRulesReorderInput!) {
      approvalRulesReorder(input: $input) {
        rules {
          ...ApprovalRulesCard_rule @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const remove = (ruleId: string) =>
    commitDelete({
      variables: { input: { ruleId } },
      ...replaceRules('approvalRuleDelete'),
    }).then((response) => response.approvalRuleDelete);
  const reorder = (ruleIds: string[]) =>
    commitReorder({
      variables: { input: { ruleIds } },
      ...replaceRules('approvalRulesReorder'),
    }).then((response) => response.approvalRulesReorder);
  return { remove, reorder, reordering };
}
