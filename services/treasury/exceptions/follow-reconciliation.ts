import type { DomainEvent } from '../../../contracts/common/events.js';
import { EVENTS_CHANNEL } from '../../../platform/events.js';
import { PgListener } from '../../../platform/pg-listener.js';
import { AttachableJobs } from '../../kit/jobs.js';
import type { Logger } from '../../kit/logger.js';
import { RECONCILIATION_UPDATED } from '../reconciliation/service.js';

/** The follow-up of one organisation (ExceptionService.followUp), queued when its reconciliation changes. */
export const EXCEPTION_SCAN_ORGANIZATION_JOB = 'exceptions:follow-up';
/** Changes heard within this long are queued together, one scan per organisation. */
const GATHER_MS = 500;

/**
 * Follows reconciliation as it happens: every change of an organisation's
 * reconciliation (a match made or removed, a run, a proposal rejected) queues
 * a follow-up of that organisation, so a ticket resolves itself moments after
 * its line is reconciled instead of at the next scheduled scan, and a second
 * rejection opens its ticket at once. Lines left unmatched too long wait for
 * the scheduled scan: a change of reconciliation says nothing of their age. The queue's job key keeps one waiting scan per
 * organisation however many changes arrive, and every treasury instance
 * listening queues the same job. A notification lost while the connection is
 * down is caught up by the scheduled scan.
 */
export class ReconciliationFollower {
  /** The job queue, attached once it runs (it starts after the service is built). */
  readonly jobs = new AttachableJobs();
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private readonly listener: PgListener;

  constructor(
    databaseUrl: string,
    private readonly logger: Logger,
  ) {
    this.listener = new PgListener({
      databaseUrl,
      channel: EVENTS_CHANNEL,
      name: 'exceptions reconciliation',
      logger,
      onNotification: (payload) => this.heard(payload),
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  private heard(payload: string): void {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch {
      return;
    }
    if (event.type !== RECONCILIATION_UPDATED) return;
    this.pending.add(event.organizationId);
    this.timer ??= setTimeout(() => void this.flush(), GATHER_MS);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const organizations = [...this.pending];
    this.pending.clear();
    for (const organizationId of organizations) {
      try {
        await this.jobs.add(
          EXCEPTION_SCAN_ORGANIZATION_JOB,
          { organizationId },
          { jobKey: `exceptions-scan:${organizationId}`, maxAttempts: 3 },
        );
      } catch (error) {
        this.logger.error({ err: error, organizationId }, 'could not queue the exception scan');
      }
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.listener.stop();
  }
}
