import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData, useRefetchableFragment } from 'react-relay';
import type {
  StatementSyncDialog_bankAccount$data,
  StatementSyncDialog_bankAccount$key,
} from '../../__generated__/StatementSyncDialog_bankAccount.graphql';
import type { StatementSyncDialogRefetchQuery } from '../../__generated__/StatementSyncDialogRefetchQuery.graphql';
import type { StatementSyncDialogRunMutation } from '../../__generated__/StatementSyncDialogRunMutation.graphql';
import type { StatementSyncDialogScheduleMutation } from '../../__generated__/StatementSyncDialogScheduleMutation.graphql';
import type { StatementSyncDialogUnscheduleMutation } from '../../__generated__/StatementSyncDialogUnscheduleMutation.graphql';
import { toaster } from '../../ui/toaster';
import { StatementSyncFooter } from './StatementSyncFooter';
import { StatementSyncIntervalField } from './StatementSyncIntervalField';
import { StatementSyncScheduleDetails } from './StatementSyncScheduleDetails';
import { useFragmentReload } from '../../relay/useFragmentReload';
import { useStatementSyncProgress } from './useStatementSyncProgress';
import { useCommit } from '../../relay/useCommit';
import { DialogFrame } from '../../ui/DialogFrame';
import { useDialogError } from '../../ui/useDialogError';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import type { StatementSyncDialog_payload$key } from '../../__generated__/StatementSyncDialog_payload.graphql';
import { NoticeAlert } from '../../ui/NoticeAlert';

type StatementSyncDialogProps = {
  open: boolean;
  bankAccount: StatementSyncDialog_bankAccount$key | null;
  timeZone: string;
  onClose: () => void;
};

/**
 * The scheduled statement sync of an API-connected account: start it at a
 * chosen frequency, see when it last ran, how it went (the bank's words when
 * it failed, never credentials) and up to which date the bank's history is
 * read, run it now, or stop it. After a run is asked for, the dialog follows
 * it until it has finished.
 */
export function StatementSyncDialog({
  open,
  bankAccount,
  timeZone,
  onClose,
}: StatementSyncDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} testId="statement-sync-dialog">
      {bankAccount ? (
        <StatementSyncBody bankAccount={bankAccount} timeZone={timeZone} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}

function StatementSyncBody({
  bankAccount,
  timeZone,
  onClose,
}: {
  bankAccount: StatementSyncDialog_bankAccount$key;
  timeZone: string;
  onClose: () => void;
}) {
  const [data, refetch] = useRefetchableFragment<
    StatementSyncDialogRefetchQuery,
    StatementSyncDialog_bankAccount$key
  >(
    graphql`
      fragment StatementSyncDialog_bankAccount on BankAccount
      @refetchable(queryName: "StatementSyncDialogRefetchQuery") {
        id
        alias
        accountNumber
        hasCredentials
        # What a run changes on the account's rows besides the schedule, so they show it as it lands.
        balance {
          available {
            amount
            currency
          }
          asOf
          source
        }
        syncSchedule {
          intervalMinutes
          nextRunAt
          lastRunAt
          lastStatus
          lastError
          syncedThrough
        }
      }
    `,
    bankAccount,
  );
  const [interval, setIntervalMinutes] = useState(60);
  const schedule = data.syncSchedule;
  const reload = useFragmentReload(refetch);
  const { error, syncing, pending, start, runNow, stop } = useStatementSyncRequests(data, reload);

  return (
    <>
      <StatementSyncHeader alias={data.alias} />
      <Dialog.Body>
        <Stack gap="4">
          {!data.hasCredentials ? (
            <NoticeAlert
              status="warning"
              testId="statement-sync-no-credentials"
              title={<FormattedMessage id="statementSync.noCredentials" />}
            />
          ) : null}
          {schedule ? (
            <StatementSyncScheduleDetails
              schedule={schedule}
              syncing={syncing}
              timeZone={timeZone}
            />
          ) : (
            <StatementSyncIntervalField value={interval} onChange={setIntervalMinutes} />
          )}
          {schedule?.lastStatus === 'FAILED' && schedule.lastError && !syncing ? (
            <LastRunFailure message={schedule.lastError} />
          ) : null}
          <FormErrorAlert message={error} testId="statement-sync-error" />
        </Stack>
      </Dialog.Body>
      <StatementSyncFooter
        scheduled={Boolean(schedule)}
        hasCredentials={data.hasCredentials}
        pending={pending}
        onStart={() => void start(interval)}
        onRunNow={() => void runNow()}
        onStop={() => void stop()}
        onClose={onClose}
      />
    </>
  );
}

/**
 * The requests the dialog sends for an account (start the schedule, run now, stop),
 * the run it then follows, and the error line that says why one was refused.
 */
function useStatementSyncRequests(
  account: StatementSyncDialog_bankAccount$data,
  reload: () => Promise<void>,
) {
  const intl = useIntl();
  const { error, outcome } = useDialogError();
  const { syncing, waitForRun, stopWaiting } = useStatementSyncProgress(
    account.syncSchedule,
    reload,
  );

  const [commitSchedule, scheduling] = useCommit<StatementSyncDialogScheduleMutation>(graphql`
    mutation StatementSyncDialogScheduleMutation($input: StatementSyncScheduleInput!) {
      statementSyncSchedule(input: $input) {
        ...StatementSyncDialog_payload
      }
    }
  `);
  const [commitRun, running] = useCommit<StatementSyncDialogRunMutation>(graphql`
    mutation StatementSyncDialogRunMutation($input: StatementSyncAccountInput!) {
      statementSyncRun(input: $input) {
        ...StatementSyncDialog_payload
      }
    }
  `);
  const [commitUnschedule, unscheduling] = useCommit<StatementSyncDialogUnscheduleMutation>(graphql`
    mutation StatementSyncDialogUnscheduleMutation($input: StatementSyncAccountInput!) {
      statementSyncUnschedule(input: $input) {
        ...StatementSyncDialog_payload
      }
    }
  `);

  /** Sends one of the three requests and answers whether the server took it; if not, the dialog says why. */
  const send = async (commit: Promise<StatementSyncDialog_payload$key>) =>
    (await outcome(
      commit.then((key) => readInlineData(payloadFragment, key)),
      (payload) => payload.bankAccount != null,
    )) !== null;

  const start = async (interval: number) => {
    if (
      await send(
        commitSchedule({
          variables: { input: { bankAccountId: account.id, intervalMinutes: interval } },
        }).then((response) => response.statementSyncSchedule),
      )
    )
      waitForRun(null);
  };
  const runNow = async () => {
    const before = account.syncSchedule?.lastRunAt ?? null;
    if (
      await send(
        commitRun({ variables: { input: { bankAccountId: account.id } } }).then(
          (response) => response.statementSyncRun,
        ),
      )
    )
      waitForRun(before);
  };
  const stop = async () => {
    if (
      !(await send(
        commitUnschedule({ variables: { input: { bankAccountId: account.id } } }).then(
          (response) => response.statementSyncUnschedule,
        ),
      ))
    )
      return;
    stopWaiting();
    toaster.create({
      type: 'info',
      title: intl.formatMessage({ id: 'statementSync.stopped' }, { alias: account.alias }),
      closable: true,
    });
  };

  return {
    error,
    syncing,
    pending: { scheduling, running, unscheduling, syncing },
    start,
    runNow,
    stop,
  };
}

/** What every schedule, run and stop answers: the account as the dialog shows it, or why not. */
const payloadFragment = graphql`
  fragment StatementSyncDialog_payload on StatementSyncPayload @inline {
    bankAccount {
      ...StatementSyncDialog_bankAccount
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

function StatementSyncHeader({ alias }: { alias: string }) {
  return (
    <Dialog.Header>
      <Stack gap="1">
        <Dialog.Title>
          <FormattedMessage id="statementSync.title" values={{ alias }} />
        </Dialog.Title>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="statementSync.body" />
        </Text>
      </Stack>
    </Dialog.Header>
  );
}

/** The last run's failure, in the crawler's words. */
function LastRunFailure({ message }: { message: string }) {
  return (
    <NoticeAlert
      status="error"
      testId="statement-sync-last-error"
      title={<FormattedMessage id="statementSync.failedTitle" />}
      description={message}
    />
  );
}
