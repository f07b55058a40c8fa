import path from 'node:path';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { Logger } from '../../kit/logger.js';
import { WorkProcesses } from '../../kit/work-processes.js';
import type {
  ReconciliationRulePreviewBody,
  ReconciliationRulePreviewResponse,
} from '../../../contracts/treasury/reconciliation-rules.js';
import type { RunBody } from '../../../contracts/treasury/reconciliations.js';
import type { RunSummary } from './service.js';

/** What a matching process is told to do: a run of the engine (ReconciliationService.run) or a rules preview (ReconciliationRuleService.preview). */
export type MatchingOrder =
  | { task: 'run'; auth: AccessClaims; body: RunBody }
  | {
      task: 'preview';
      auth: AccessClaims;
      body: ReconciliationRulePreviewBody;
      now: string | null;
    };

/**
 * The heap of a matching process. A run over 100,000 statement lines and
 * 100,000 items holds about 150 MB of lines, items, indexes and proposals at
 * its height (bench/reconciliation/profile-run.ts); 192 MB ran out, 256 MB
 * ran but spent a second more collecting. With 384 MB the scale benchmark's
 * process peaks near 390 MB resident, as with 320 MB, and collects less.
 */
const HEAP_MEGABYTES = 384;
/**
 * A process that did a small run (about 140 MB, most of it its code) serves
 * the next; one that grew past this by a large run exits, giving its memory back.
 */
const REUSE_BELOW_MEGABYTES = 256;
/** Matching processes at work at once: each may reach about 400 MB, and two keep both cores of a small machine busy. */
const CONCURRENT = 2;

/**
 * The matching engine's runs and the rules' previews, in processes of their
 * own (`matching-worker.ts`): a run over a hundred thousand lines takes
 * seconds of CPU and a few hundred MB, which the service answering requests
 * must not pay with a blocked event loop and a heap grown for good. The
 * caller's permission is checked here first, so nobody without it starts a
 * process; the process checks it again with the service's own code.
 */
export class MatchingProcesses {
  private readonly processes: WorkProcesses<MatchingOrder, unknown>;
  /** The clock that decides the organisation's today for a preview (tests fix it). */
  private readonly now: (() => Date) | undefined;

  constructor(options: { databaseUrl: string; logger: Logger; now?: (() => Date) | undefined }) {
    this.now = options.now;
    this.processes = new WorkProcesses({
      name: 'matching',
      script: path.join(import.meta.dirname, 'matching-worker.ts'),
      heapMegabytes: HEAP_MEGABYTES,
      reuseBelowMegabytes: REUSE_BELOW_MEGABYTES,
      env: { DATABASE_URL: options.databaseUrl },
      logger: options.logger,
      concurrency: CONCURRENT,
    });
  }

  /** Runs the engine over the organisation's open lines and items (ReconciliationService.run). */
  async run(auth: AccessClaims, body: RunBody): Promise<RunSummary> {
    requirePermission(auth, 'reconciliation:reconcile');
    return (await this.processes.run({ task: 'run', auth, body })) as RunSummary;
  }

  /** Previews draft rules on the last 90 days (ReconciliationRuleService.preview). */
  async preview(
    auth: AccessClaims,
    body: ReconciliationRulePreviewBody,
  ): Promise<ReconciliationRulePreviewResponse> {
    requirePermission(auth, 'reconciliation:read');
    return (await this.processes.run({
      task: 'preview',
      auth,
      body,
      now: this.now?.().toISOString() ?? null,
    })) as ReconciliationRulePreviewResponse;
  }

  /** The process id of the process waiting for the next order, if one is. */
  get standbyPid(): number | undefined {
    return this.processes.standbyPid;
  }

  close(): void {
    this.processes.close();
  }
}
