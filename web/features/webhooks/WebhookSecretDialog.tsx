import { FormattedMessage } from 'react-intl';
import { SecretOnceDialog } from '../../ui/SecretOnceDialog';

/** A signing secret just made (an endpoint added, or its secret rotated), with the endpoint's name. */
export type ShownSecret = { name: string; secret: string };

type WebhookSecretDialogProps = {
  open: boolean;
  /** Kept until the dialog has closed, then forgotten. */
  shown: ShownSecret | null;
  onClose: () => void;
  /** Called once the dialog has finished closing, to forget the secret. */
  onExitComplete: () => void;
};

/** An endpoint's signing secret (`whsec_…`), shown this once, for the receiver that verifies its webhooks. */
export function WebhookSecretDialog({
  open,
  shown,
  onClose,
  onExitComplete,
}: WebhookSecretDialogProps) {
  return (
    <SecretOnceDialog
      open={open}
      title={
        <FormattedMessage id="webhooks.secretDialog.title" values={{ name: shown?.name ?? '' }} />
      }
      onceTitle={<FormattedMessage id="webhooks.secretDialog.onceTitle" />}
      onceBody={<FormattedMessage id="webhooks.secretDialog.onceBody" />}
      secretLabel={<FormattedMessage id="webhooks.secretDialog.secret" />}
      secret={shown?.secret ?? ''}
      doneLabel={<FormattedMessage id="webhooks.secretDialog.done" />}
      onClose={onClose}
      onExitComplete={onExitComplete}
      testId="webhook"
    />
  );
}
