import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CashFlowRuleDeleteDialogMutation } from '../../__generated__/CashFlowRuleDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';

type CashFlowRuleDeleteDialogProps = {
  /** The rule to delete; the dialog is open while set. */
  rule: { id: string; name: string } | null;
  onClose: () => void;
  /** Reads the rules again once it is deleted (those after it moved up). */
  onDeleted: () => Promise<unknown>;
};

/** Asks before deleting a categorisation rule, naming it and saying what happens to the lines it categorised. */
export function CashFlowRuleDeleteDialog({
  rule,
  onClose,
  onDeleted,
}: CashFlowRuleDeleteDialogProps) {
  const intl = useIntl();
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
    <DeleteDialog
      open={rule !== null}
      onClose={onClose}
      commit={
        rule
          ? () =>
              commitDelete({ variables: { input: { ruleId: rule.id } } }).then(
                (response) => response.cashFlowRuleDelete,
              )
          : null
      }
      done={(payload) => Boolean(payload.deletedRuleId)}
      onDone={onDeleted}
      doneMessage={intl.formatMessage({ id: 'cashFlow.rules.deleted' }, { name: rule?.name ?? '' })}
      testId="cash-flow-rule-delete"
      title={<FormattedMessage id="cashFlow.rules.deleteDialog.title" />}
      body={
        <FormattedMessage
          id="cashFlow.rules.deleteDialog.body"
          values={{ name: rule?.name ?? '', strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      confirmLabel={<FormattedMessage id="cashFlow.rules.deleteDialog.confirm" />}
    />
  );
}
