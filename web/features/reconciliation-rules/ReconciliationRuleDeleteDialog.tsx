import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ReconciliationRuleDeleteDialogMutation } from '../../__generated__/ReconciliationRuleDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';

type ReconciliationRuleDeleteDialogProps = {
  /** The rule to delete; the dialog is open while set. */
  rule: { id: string; name: string } | null;
  onClose: () => void;
  /** Reads the rules again once it is deleted (those after it moved up). */
  onDeleted: () => Promise<unknown>;
};

/** Asks before deleting a matching rule, naming it and saying that the rules after it move up. */
export function ReconciliationRuleDeleteDialog({
  rule,
  onClose,
  onDeleted,
}: ReconciliationRuleDeleteDialogProps) {
  const intl = useIntl();
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
    <DeleteDialog
      open={rule !== null}
      onClose={onClose}
      commit={
        rule
          ? () =>
              commitDelete({ variables: { input: { ruleId: rule.id } } }).then(
                (response) => response.reconciliationRuleDelete,
              )
          : null
      }
      done={(payload) => Boolean(payload.deletedRuleId)}
      onDone={onDeleted}
      doneMessage={intl.formatMessage(
        { id: 'reconciliation.rulesPage.deleted' },
        { name: rule?.name ?? '' },
      )}
      testId="reconciliation-rule-delete"
      title={<FormattedMessage id="reconciliation.rulesPage.deleteDialog.title" />}
      body={
        <FormattedMessage
          id="reconciliation.rulesPage.deleteDialog.body"
          values={{ name: rule?.name ?? '', strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      confirmLabel={<FormattedMessage id="reconciliation.rulesPage.deleteDialog.confirm" />}
    />
  );
}
