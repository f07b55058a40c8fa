import { sql, type Kysely, type Transaction } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import type { WebhookFailureReason } from '../../../contracts/account/webhooks.js';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { addJobInTransaction } from '../../kit/jobs.js';
import type { Keyring } from '../../kit/keyring.js';
import { ACCOUNT_JOBS_SCHEMA } from '../database-schema.js';
import type { AccountDatabase } from '../db-types.js';
import type { WebhookConfig } from './config.js';
import {
  DISABLED_MAIL_JOB,
  disableFailingEndpoint,
  failPendingDeliveries,
  queueAttempts,
  webhookIdOf,
} from './repository.js';
import type { SendOutcome, WebhookSender } from './sender.js';

/** Beyond its timeout, how long an attempt holds its delivery before another may take it over (its process died). */
const LEASE_MARGIN_SECONDS = 60;

/** An attempt this runner took: what it sends, and where its delivery stood. */
type Claim = {
  deliveryId: string;
  endpointId: string;
  number: number;
  url: string;
  payload: string;
  headers: Record<string, string>;
  attemptedAt: Date;
};

/**
 * The headers of one attempt, signed as Standard Webhooks says: the
 * delivery's `webhook-id` (the same on every attempt and replay), the
 * signing instant, and a `v1,` signature of `id.timestamp.body` with each
 * secret in use, space-separated (the current one, and the one before a
 * rotation while its overlap lasts).
 */
export function signedHeaders(
  deliveryId: string,
  payload: string,
  secrets: readonly string[],
  at: Date,
): Record<string, string> {
  const webhookId = webhookIdOf(deliveryId);
  return {
    'content-type': 'application/json',
    'user-agent': 'Kas-Webhooks/1.0',
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(webhookId, at, payload))
      .join(' '),
  };
}

/**
 * One attempt at a delivery, as a job of the account service's queue
 * (`webhooks:deliver`, payload `{ deliveryId, attempt }`): at least once, with
 * the retry schedule's backoff between failures, never two attempts at one
 * delivery at once.
 *
 * The attempt is claimed in a short transaction (the delivery's row locked):
 * a job for an attempt already made or superseded does nothing, a job that
 * finds another attempt under way comes back when that one's lease ends, and
 * a delivery whose endpoint was disabled or whose role lost the event's
 * permission ends as failed without being sent. The POST runs outside any
 * transaction; its outcome is recorded with the next step in one: delivered
 * (2xx), the next attempt queued after the schedule's wait, or failed once
 * the schedule is over, which disables an endpoint nothing reached during it
 * and queues one mail to say so.
 */
export class WebhookAttempts {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly keyring: Keyring,
    private readonly sender: WebhookSender,
    private readonly config: Pick<WebhookConfig, 'retrySchedule' | 'timeoutMs'>,
  ) {}

  async run(deliveryId: string, attempt: number): Promise<void> {
    const claim = await this.claim(deliveryId, attempt);
    if (!claim) return;
    const outcome = await this.sender.send(claim.url, claim.headers, claim.payload);
    await this.record(claim, outcome);
  }

  private claim(deliveryId: string, attempt: number): Promise<Claim | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .innerJoin('roles as r', 'r.id', 'e.role_id')
        .select([
          'd.id',
          'd.endpoint_id',
          'd.status',
          'd.attempt_count',
          'd.claimed_until',
          'd.permission',
          'd.payload',
          'e.url',
          'e.enabled',
          'e.secret_sealed',
          'e.previous_secret_sealed',
          'r.built_in',
          'r.permissions',
        ])
        .select([
          sql<boolean>`coalesce(d.claimed_until > now(), false)`.as('claimed'),
          sql<boolean>`coalesce(e.previous_secret_expires_at > now(), false)`.as('overlapping'),
        ])
        .where('d.id', '=', deliveryId)
        .forUpdate('d')
        .executeTakeFirst();
      if (!row || row.status !== 'PENDING') return null;
      // This attempt was made (its outcome recorded), or a later one was queued since.
      if (row.attempt_count >= attempt && row.claimed_until === null) return null;
      if (row.claimed) {
        // Another runner is at it: look again when its lease ends, in case it never records.
        await queueAttempts(trx, [
          { deliveryId, endpointId: row.endpoint_id, attempt, runAt: row.claimed_until! },
        ]);
        return null;
      }
      if (!row.enabled) return this.fail(trx, deliveryId, 'ENDPOINT_DISABLED');
      const grants = permissionsOfRole({ builtIn: row.built_in, permissions: row.permissions });
      if (row.permission && !(grants as string[]).includes(row.permission))
        return this.fail(trx, deliveryId, 'PERMISSION_REMOVED');
      const number = row.attempt_count + 1;
      await trx
        .updateTable('webhook_deliveries')
        .set({
          attempt_count: number,
          claimed_until: sql<Date>`now() + make_interval(secs => ${
            this.config.timeoutMs / 1000 + LEASE_MARGIN_SECONDS
          })`,
        })
        .where('id', '=', deliveryId)
        .execute();
      const secrets = [
        row.secret_sealed,
        ...(row.overlapping ? [row.previous_secret_sealed!] : []),
      ];
      const attemptedAt = new Date();
      return {
        deliveryId,
        endpointId: row.endpoint_id,
        number,
        url: row.url,
        payload: row.payload,
        attemptedAt,
        headers: signedHeaders(
          deliveryId,
          row.payload,
          secrets.map((sealed) => this.keyring.open(sealed)),
          attemptedAt,
        ),
      };
    });
  }

  private async fail(
    trx: Transaction<AccountDatabase>,
    deliveryId: string,
    reason: WebhookFailureReason,
  ): Promise<null> {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: 'FAILED',
        failure_reason: reason,
        failed_at: sql<Date>`now()`,
        next_attempt_at: null,
        claimed_until: null,
      })
      .where('id', '=', deliveryId)
      .execute();
    return null;
  }

  private async record(claim: Claim, outcome: SendOutcome): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempt_count', 'schedule_step', 'schedule_started_at'])
        .where('id', '=', claim.deliveryId)
        .forUpdate()
        .executeTakeFirst();
      // Deleted with its endpoint while the attempt was under way: nothing is left to log it in.
      if (!current) return;
      await trx
        .insertInto('webhook_delivery_attempts')
        .values({
          delivery_id: claim.deliveryId,
          number: claim.number,
          attempted_at: claim.attemptedAt,
          duration_ms: outcome.durationMs,
          url: claim.url,
          request_headers: JSON.stringify(claim.headers),
          response_status: 'status' in outcome ? outcome.status : null,
          response_headers: 'status' in outcome ? JSON.stringify(outcome.headers) : null,
          response_body: 'status' in outcome ? outcome.body : null,
          error: 'error' in outcome ? outcome.error : null,
          error_message: 'error' in outcome ? outcome.message : null,
        })
        .onConflict((oc) => oc.columns(['delivery_id', 'number']).doNothing())
        .execute();
      // Taken over after this attempt's lease ended, or ended meanwhile (its endpoint disabled).
      if (current.status !== 'PENDING' || current.attempt_count !== claim.number) return;
      if ('status' in outcome && outcome.status >= 200 && outcome.status < 300)
        return this.delivered(trx, claim);
      const wait = this.config.retrySchedule[current.schedule_step];
      if (wait !== undefined) return this.retryLater(trx, claim, current.schedule_step, wait);
      await this.fail(trx, claim.deliveryId, 'SCHEDULE_EXHAUSTED');
      await this.disableIfFailing(trx, claim.endpointId, current.schedule_started_at);
    });
  }

  private async delivered(trx: Transaction<AccountDatabase>, claim: Claim): Promise<void> {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: 'DELIVERED',
        delivered_at: sql<Date>`now()`,
        next_attempt_at: null,
        claimed_until: null,
      })
      .where('id', '=', claim.deliveryId)
      .execute();
    await trx
      .updateTable('webhook_endpoints')
      .set({ last_success_at: sql<Date>`now()` })
      .where('id', '=', claim.endpointId)
      .execute();
  }

  private async retryLater(
    trx: Transaction<AccountDatabase>,
    claim: Claim,
    step: number,
    waitSeconds: number,
  ): Promise<void> {
    const runAt = new Date(Date.now() + waitSeconds * 1000);
    await trx
      .updateTable('webhook_deliveries')
      .set({ schedule_step: step + 1, next_attempt_at: runAt, claimed_until: null })
      .where('id', '=', claim.deliveryId)
      .execute();
    await queueAttempts(trx, [
      {
        deliveryId: claim.deliveryId,
        endpointId: claim.endpointId,
        attempt: claim.number + 1,
        runAt,
      },
    ]);
  }

  /**
   * A delivery failed for its whole schedule: when nothing else reached the
   * endpoint meanwhile, the endpoint is disabled (once, whatever else fails
   * at the same time), its other deliveries under way end, the log says so,
   * and one mail to its creator is queued with the change.
   */
  private async disableIfFailing(
    trx: Transaction<AccountDatabase>,
    endpointId: string,
    since: Date,
  ): Promise<void> {
    const disabled = await disableFailingEndpoint(trx, endpointId, since);
    if (!disabled) return;
    await failPendingDeliveries(trx, endpointId);
    await recordActivity(trx, {
      actor: null,
      organizationId: disabled.organization_id,
      entity: 'WEBHOOK_ENDPOINT',
      entityId: endpointId,
      action: 'FAILED',
      description: describeActivity('WEBHOOK_ENDPOINT_FAILING', { name: disabled.name }),
    });
    await addJobInTransaction(trx, ACCOUNT_JOBS_SCHEMA, DISABLED_MAIL_JOB, { endpointId });
  }
}
