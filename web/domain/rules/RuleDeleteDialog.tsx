import { FormattedMessage, useIntl } from 'react-intl';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { ruleMessageIds, type RuleMessages } from './ruleMessages';

/** What a rules screen gives its delete dialog. */
export type RuleDeleteProps = {
  /** The rule to delete; the dialog is open while set. */
  rule: { id: string; name: string } | null;
  onClose: () => void;
  /** Reads the rules again once it is deleted (those after it moved up). */
  onDeleted: () => Promise<unknown>;
};

type RuleDeleteDialogProps<Payload> = RuleDeleteProps & {
  /** The screen's catalogue prefix: the dialog's words and the toast. */
  messages: RuleMessages;
  testId: string;
  /** Commits the screen's delete mutation for a rule and answers its payload. */
  commit: (ruleId: string) => Promise<Payload>;
};

/** Asks before deleting a prioritised rule, naming it in bold, and says so once it is gone. */
export function RuleDeleteDialog<
  Payload extends {
    readonly deletedRuleId: string | null | undefined;
    readonly userErrors: readonly { readonly code: string; readonly message: string }[];
  },
>({ rule, onClose, onDeleted, messages, testId, commit }: RuleDeleteDialogProps<Payload>) {
  const intl = useIntl();
  const ids = ruleMessageIds(messages);
  return (
    <DeleteDialog
      open={rule !== null}
      onClose={onClose}
      commit={rule ? () => commit(rule.id) : null}
      done={(payload) => Boolean(payload.deletedRuleId)}
      onDone={onDeleted}
      doneMessage={intl.formatMessage({ id: ids.deleted }, { name: rule?.name ?? '' })}
      testId={testId}
      title={<FormattedMessage id={ids.deleteTitle} />}
      body={
        <FormattedMessage
          id={ids.deleteBody}
          values={{ name: rule?.name ?? '', strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      confirmLabel={<FormattedMessage id={ids.deleteConfirm} />}
    />
  );
}
