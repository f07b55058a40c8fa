import { Button, Dialog } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

type StatementSyncFooterProps = {
  /** Whether the account's sync is running on a schedule (Stop and Run now) or not yet (Start). */
  scheduled: boolean;
  hasCredentials: boolean;
  /** Which request is under way, and whether a run asked for is still awaited. */
  pending: { scheduling: boolean; running: boolean; unscheduling: boolean; syncing: boolean };
  onStart: () => void;
  onRunNow: () => void;
  onStop: () => void;
  onClose: () => void;
};

/** The statement sync dialog's buttons: Start (with Cancel) before a schedule exists, then Stop, Close and Run now. */
export function StatementSyncFooter({
  scheduled,
  hasCredentials,
  pending,
  onStart,
  onRunNow,
  onStop,
  onClose,
}: StatementSyncFooterProps) {
  const intl = useIntl();
  const busy = pending.scheduling || pending.running || pending.unscheduling;
  return (
    <Dialog.Footer>
      {scheduled ? (
        <>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={onStop}
            loading={pending.unscheduling}
            disabled={busy}
            data-testid="statement-sync-stop"
          >
            <FormattedMessage id="statementSync.stop" />
          </Button>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
          <Button
            colorPalette="brand"
            onClick={onRunNow}
            loading={pending.running || pending.syncing}
            loadingText={intl.formatMessage({ id: 'statementSync.status.running' })}
            disabled={busy}
            data-testid="statement-sync-run"
          >
            <FormattedMessage id="statementSync.runNow" />
          </Button>
        </>
      ) : (
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            colorPalette="brand"
            onClick={onStart}
            loading={pending.scheduling}
            disabled={!hasCredentials}
            data-testid="statement-sync-start"
          >
            <FormattedMessage id="statementSync.start" />
          </Button>
        </>
      )}
    </Dialog.Footer>
  );
}
