import { useEffect, useState } from 'react';

const POLL_EVERY_MS = 1_500;
const POLL_FOR_MS = 45_000;

type StatementSyncProgress = {
  /** Whether a run asked for is still awaited: the schedule shows no newer last run yet. */
  syncing: boolean;
  /** Starts waiting for the run after the one that last ran at `lastRunAt` (null: the first run). */
  waitForRun: (lastRunAt: string | null) => void;
  /** Stops waiting (the sync was stopped). */
  stopWaiting: () => void;
};

/**
 * Follows a statement sync run asked for until the account's schedule shows a
 * newer last run, reloading the account every moment meanwhile and giving up
 * quietly after a while. The schema has no subscription for a sync's progress
 * (it has them for imports and new counterparties only), so this polls, through
 * the dialog's refetchable fragment (`reload`); a reload still under way is not
 * doubled.
 */
export function useStatementSyncProgress(
  schedule: { readonly lastRunAt: string | null | undefined } | null | undefined,
  reload: () => Promise<void>,
): StatementSyncProgress {
  /** The last run seen when a run was asked for; set while waiting for the next one. */
  const [waitingAfter, setWaitingAfter] = useState<{ lastRunAt: string | null } | null>(null);
  const syncing =
    waitingAfter !== null &&
    schedule != null &&
    (schedule.lastRunAt ?? null) === waitingAfter.lastRunAt;

  useEffect(() => {
    if (!syncing) return;
    const startedAt = Date.now();
    let reloading = false;
    const timer = window.setInterval(() => {
      if (Date.now() - startedAt > POLL_FOR_MS) {
        setWaitingAfter(null);
        return;
      }
      if (reloading) return;
      reloading = true;
      void reload().then(() => {
        reloading = false;
      });
    }, POLL_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [syncing, reload]);

  return {
    syncing,
    waitForRun: (lastRunAt) => setWaitingAfter({ lastRunAt }),
    stopWaiting: () => setWaitingAfter(null),
  };
}
