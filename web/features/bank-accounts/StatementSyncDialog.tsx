import { Alert, Badge, Button, DataList, Dialog, Field, HStack, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import type { StatementSyncDialog_bankAccount$key } from '../../__generated__/StatementSyncDialog_bankAccount.graphql';
import type { StatementSyncDialogRefreshQuery } from '../../__generated__/StatementSyncDialogRefreshQuery.graphql';
import type { StatementSyncDialogRunMutation } from '../../__generated__/StatementSyncDialogRunMutation.graphql';
import type { StatementSyncDialogScheduleMutation } from '../../__generated__/StatementSyncDialogScheduleMutation.graphql';
import type { StatementSyncDialogUnscheduleMutation } from '../../__generated__/StatementSyncDialogUnscheduleMutation.graphql';
import { toaster } from '../../components/toaster';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useMutationFailure } from '../settings/useMutationFailure';
import { SYNC_INTERVALS, syncIntervalLabel } from './syncLabels';

type StatementSyncDialogProps = {
  open: boolean;
  bankAccount: StatementSyncDialog_bankAccount$key | null;
  timeZone: string;
  onClose: () => void;
};

const POLL_EVERY_MS = 1_500;
const POLL_FOR_MS = 45_000;

const refreshQuery = graphql`
  query StatementSyncDialogRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on BankAccount {
        id
        # What a run changes on the account's rows, besides the schedule.
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
    }
  }
`;

/**
 * The scheduled statement sync of an API-connected account: start it at a
 * chosen frequency, see when it last ran, how it went (the bank's words when
 * it failed, never credentials) and up to which date the bank's history is
 * read, run it now, or stop it. After a run is asked for, the dialog follows
 * it until it has finished.
 */
export function StatementSyncDialog({ open, bankAccount, timeZone, onClose }: StatementSyncDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="statement-sync-dialog">{bankAccount ? <StatementSyncBody bankAccount={bankAccount} timeZone={timeZone} onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function StatementSyncBody({ bankAccount, timeZone, onClose }: { bankAccount: StatementSyncDialog_bankAccount$key; timeZone: string; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment StatementSyncDialog_bankAccount on BankAccount {
        id
        alias
        accountNumber
        hasCredentials
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
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const environment = useRelayEnvironment();
  const [interval, setIntervalMinutes] = useState(60);
  const [error, setError] = useState<string | null>(null);
  /** The last run seen when a run was asked for; set while waiting for the next one. */
  const [waitingAfter, setWaitingAfter] = useState<{ lastRunAt: string | null } | null>(null);
  const schedule = data.syncSchedule;

  const [commitSchedule, scheduling] = useMutation<StatementSyncDialogScheduleMutation>(graphql`
    mutation StatementSyncDialogScheduleMutation($input: StatementSyncScheduleInput!) {
      statementSyncSchedule(input: $input) {
        bankAccount {
          ...StatementSyncDialog_bankAccount
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitRun, running] = useMutation<StatementSyncDialogRunMutation>(graphql`
    mutation StatementSyncDialogRunMutation($input: StatementSyncAccountInput!) {
      statementSyncRun(input: $input) {
        bankAccount {
          ...StatementSyncDialog_bankAccount
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitUnschedule, unscheduling] = useMutation<StatementSyncDialogUnscheduleMutation>(graphql`
    mutation StatementSyncDialogUnscheduleMutation($input: StatementSyncAccountInput!) {
      statementSyncUnschedule(input: $input) {
        bankAccount {
          ...StatementSyncDialog_bankAccount
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const refused = (userErrors: readonly { code: string; message: string }[]) => {
    const [first] = userErrors;
    setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
  };

  const waitForRun = (lastRunAt: string | null) => setWaitingAfter({ lastRunAt });

  // A run is awaited until the schedule shows a newer last run.
  const syncing = waitingAfter !== null && schedule != null && (schedule.lastRunAt ?? null) === waitingAfter.lastRunAt;

  // While it is, read the schedule again every moment (giving up quietly after a while).
  useEffect(() => {
    if (!syncing) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - startedAt > POLL_FOR_MS) {
        setWaitingAfter(null);
        return;
      }
      void fetchQuery<StatementSyncDialogRefreshQuery>(environment, refreshQuery, { id: data.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => undefined);
    }, POLL_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [syncing, environment, data.id]);

  const start = () => {
    setError(null);
    commitSchedule({
      variables: { input: { bankAccountId: data.id, intervalMinutes: interval } },
      onCompleted: ({ statementSyncSchedule }) => {
        if (!statementSyncSchedule.bankAccount) return refused(statementSyncSchedule.userErrors);
        waitForRun(null);
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };
  const runNow = () => {
    setError(null);
    const before = schedule?.lastRunAt ?? null;
    commitRun({
      variables: { input: { bankAccountId: data.id } },
      onCompleted: ({ statementSyncRun }) => {
        if (!statementSyncRun.bankAccount) return refused(statementSyncRun.userErrors);
        waitForRun(before);
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };
  const stop = () => {
    setError(null);
    commitUnschedule({
      variables: { input: { bankAccountId: data.id } },
      onCompleted: ({ statementSyncUnschedule }) => {
        if (!statementSyncUnschedule.bankAccount) return refused(statementSyncUnschedule.userErrors);
        setWaitingAfter(null);
        toaster.create({
          type: 'info',
          title: intl.formatMessage({ id: 'statementSync.stopped' }, { alias: data.alias }),
          closable: true,
        });
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };

  const busy = scheduling || running || unscheduling;

  return (
    <>
      <Dialog.Header>
        <Stack gap="1">
          <Dialog.Title>
            <FormattedMessage id="statementSync.title" values={{ alias: data.alias }} />
          </Dialog.Title>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="statementSync.body" />
          </Text>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {!data.hasCredentials ? (
            <Alert.Root status="warning" data-testid="statement-sync-no-credentials">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="statementSync.noCredentials" />
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {schedule ? (
            <DataList.Root orientation="horizontal" size="sm" data-testid="statement-sync-schedule">
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="statementSync.frequency" />
                </DataList.ItemLabel>
                <DataList.ItemValue data-testid="statement-sync-frequency">{syncIntervalLabel(schedule.intervalMinutes, intl)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="statementSync.lastRun" />
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  <HStack gap="2" wrap="wrap">
                    {syncing ? (
                      <Badge colorPalette="blue" data-testid="statement-sync-status">
                        <FormattedMessage id="statementSync.status.running" />
                      </Badge>
                    ) : schedule.lastStatus ? (
                      <Badge colorPalette={schedule.lastStatus === 'SUCCEEDED' ? 'green' : 'red'} data-testid="statement-sync-status">
                        <FormattedMessage id={`statementSync.status.${schedule.lastStatus}`} />
                      </Badge>
                    ) : (
                      <Text color="fg.subtle" data-testid="statement-sync-status">
                        <FormattedMessage id="statementSync.notYet" />
                      </Text>
                    )}
                    {schedule.lastRunAt ? (
                      <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                        {formatDateTime(schedule.lastRunAt, language, timeZone)}
                      </Text>
                    ) : null}
                  </HStack>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="statementSync.syncedThrough" />
                </DataList.ItemLabel>
                <DataList.ItemValue fontVariantNumeric="tabular-nums" data-testid="statement-sync-through">
                  {schedule.syncedThrough ? formatDate(schedule.syncedThrough, language) : '—'}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="statementSync.nextRun" />
                </DataList.ItemLabel>
                <DataList.ItemValue fontVariantNumeric="tabular-nums">{formatDateTime(schedule.nextRunAt, language, timeZone)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          ) : (
            <Field.Root>
              <Field.Label>
                <FormattedMessage id="statementSync.frequency" />
              </Field.Label>
              <NativeSelect.Root size="sm" maxWidth="xs">
                <NativeSelect.Field data-testid="statement-sync-interval" value={String(interval)} onChange={(event) => setIntervalMinutes(Number(event.currentTarget.value))}>
                  {SYNC_INTERVALS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {syncIntervalLabel(minutes, intl)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                <FormattedMessage id="statementSync.firstRun" />
              </Field.HelperText>
            </Field.Root>
          )}
          {schedule?.lastStatus === 'FAILED' && schedule.lastError && !syncing ? (
            <Alert.Root status="error" data-testid="statement-sync-last-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="statementSync.failedTitle" />
                </Alert.Title>
                <Alert.Description wordBreak="break-word">{schedule.lastError}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {error ? (
            <Alert.Root status="error" data-testid="statement-sync-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {schedule ? (
          <>
            <Button variant="outline" colorPalette="red" onClick={stop} loading={unscheduling} disabled={busy} data-testid="statement-sync-stop">
              <FormattedMessage id="statementSync.stop" />
            </Button>
            <Button variant="outline" onClick={onClose}>
              <FormattedMessage id="common.close" />
            </Button>
            <Button
              colorPalette="brand"
              onClick={runNow}
              loading={running || syncing}
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
            <Button colorPalette="brand" onClick={start} loading={scheduling} disabled={!data.hasCredentials} data-testid="statement-sync-start">
              <FormattedMessage id="statementSync.start" />
            </Button>
          </>
        )}
      </Dialog.Footer>
    </>
  );
}
