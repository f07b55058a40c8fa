import type { Kysely, Transaction } from 'kysely';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_NAME_MAX,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptResponse,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryListResponse,
  type WebhookDeliveryResponse,
  type WebhookEndpointBody,
  type WebhookEndpointResponse,
  type WebhookEndpointSecretResponse,
  type WebhookEventType,
  type WebhookReplaySinceBody,
  type WebhookReplaySinceResponse,
} from '../../../contracts/account/webhooks.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  type ActivityDescription,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { isUniqueViolation } from '../../kit/database.js';
import type { Keyring } from '../../kit/keyring.js';
import { findRole } from '../roles/repository.js';
import type { AccountDatabase } from '../db-types.js';
import { actorRole, requireHeld } from '../roles/grants.js';
import { judgeEndpointUrl } from './address.js';
import type { WebhookConfig } from './config.js';
import { webhookErrors as errors } from './errors.js';
import { testPayload } from './events.js';
import {
  attemptsOf,
  countEndpointsLocked,
  deleteEndpoint,
  deliveriesByIds,
  deliveryPage,
  failPendingDeliveries,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listEndpoints,
  lockDelivery,
  lockEndpoint,
  nextTestEventId,
  queueAttempts,
  attemptNow,
  replayableSince,
  restartDeliveries,
  rotateEndpointSecret,
  setEndpointEnabled,
  toDelivery,
  updateEndpoint,
  type EndpointValues,
} from './repository.js';

type LockedEndpoint = NonNullable<Awaited<ReturnType<typeof lockEndpoint>>>;
type LockedDelivery = NonNullable<Awaited<ReturnType<typeof lockDelivery>>>;
import { newWebhookSecret } from './secrets.js';

/**
 * An organisation's webhook endpoints and their deliveries. Reading needs
 * `webhooks:read`; managing needs `webhooks:manage`, and making, changing,
 * enabling, disabling, rotating and deleting endpoints is a signed-in
 * person's act (never an API key's), as minting API keys is. An endpoint acts
 * in a role that is not the owner's, which its maker must hold all of: it
 * receives an event only while that role may read the event's record.
 */
export class WebhookService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly keyring: Keyring,
    private readonly config: Pick<
      WebhookConfig,
      'allowedPrivateHosts' | 'secretOverlapSeconds' | 'logRetentionDays'
    >,
  ) {}

  async list(auth: AccessClaims): Promise<WebhookEndpointResponse[]> {
    requirePermission(auth, 'webhooks:read');
    return listEndpoints(this.db, auth.org);
  }

  async get(auth: AccessClaims, id: string): Promise<WebhookEndpointResponse> {
    requirePermission(auth, 'webhooks:read');
    const endpoint = await findEndpoint(this.db, auth.org, id);
    if (!endpoint) throw errors.notFound();
    return endpoint;
  }

  /** Makes an endpoint; the answer carries its signing secret, which is never shown again. */
  async create(
    auth: AccessClaims,
    body: WebhookEndpointBody,
  ): Promise<WebhookEndpointSecretResponse> {
    this.requireManager(auth);
    const values = await this.checked(auth, body);
    const secret = newWebhookSecret();
    const id = await this.namedUniquely(() =>
      this.db.transaction().execute(async (trx) => {
        await this.requireRoleHeld(trx, auth, values.roleId);
        if ((await countEndpointsLocked(trx, auth.org)) >= MAX_WEBHOOK_ENDPOINTS)
          throw errors.tooMany();
        const created = await insertEndpoint(trx, auth.org, auth.sub, {
          ...values,
          secretSealed: this.keyring.seal(secret),
        });
        await this.log(
          trx,
          auth,
          created,
          'CREATED',
          describeActivity('WEBHOOK_ENDPOINT_CREATED', {
            name: values.name,
            url: values.url,
          }),
        );
        return created;
      }),
    );
    return { endpoint: await this.get(auth, id), secret };
  }

  /** Changes an endpoint's name, description, address, events or role; its secret stays. */
  async update(
    auth: AccessClaims,
    id: string,
    body: WebhookEndpointBody,
  ): Promise<WebhookEndpointResponse> {
    this.requireManager(auth);
    const values = await this.checked(auth, body);
    await this.namedUniquely(() =>
      this.changing(auth, id, async (trx, existing) => {
        // Whoever points an endpoint somewhere must hold what its role reads: else a manager could send themselves more than they may see.
        await this.requireRoleHeld(trx, auth, values.roleId);
        await updateEndpoint(trx, id, values);
        await this.log(
          trx,
          auth,
          id,
          'UPDATED',
          describeActivity('WEBHOOK_ENDPOINT_UPDATED', { name: values.name }),
          changesBetween(
            {
              name: existing.name,
              description: existing.description,
              url: existing.url,
              eventTypes: existing.event_types,
              roleId: existing.role_id,
            },
            values,
            ['name', 'description', 'url', 'eventTypes', 'roleId'],
          ),
        );
      }),
    );
    return this.get(auth, id);
  }

  /** Enables a disabled endpoint (by a person or after failing): events from now on reach it again. */
  async enable(auth: AccessClaims, id: string): Promise<WebhookEndpointResponse> {
    return this.switch(auth, id, true);
  }

  /** Disables an endpoint: it receives nothing until enabled, and its deliveries under way end as failed. */
  async disable(auth: AccessClaims, id: string): Promise<WebhookEndpointResponse> {
    return this.switch(auth, id, false);
  }

  private async switch(
    auth: AccessClaims,
    id: string,
    enabled: boolean,
  ): Promise<WebhookEndpointResponse> {
    await this.changing(auth, id, async (trx, existing) => {
      if (existing.enabled === enabled)
        throw enabled ? errors.alreadyEnabled() : errors.alreadyDisabled();
      await setEndpointEnabled(trx, id, enabled);
      if (!enabled) await failPendingDeliveries(trx, id);
      const message = enabled ? 'WEBHOOK_ENDPOINT_ENABLED' : 'WEBHOOK_ENDPOINT_DISABLED';
      await this.log(trx, auth, id, 'UPDATED', describeActivity(message, { name: existing.name }));
    });
    return this.get(auth, id);
  }

  /**
   * Gives an endpoint a new signing secret, shown this once. The secret before
   * it signs every webhook too until the overlap ends
   * (`WEBHOOK_SECRET_OVERLAP_SECONDS`, a day by default), so a receiver can
   * deploy the new one without refusing a webhook in between.
   */
  async rotateSecret(auth: AccessClaims, id: string): Promise<WebhookEndpointSecretResponse> {
    const secret = newWebhookSecret();
    await this.changing(auth, id, async (trx, existing) => {
      const overlap = this.config.secretOverlapSeconds;
      await rotateEndpointSecret(trx, id, {
        sealed: this.keyring.seal(secret),
        previousSealed: overlap > 0 ? existing.secret_sealed : null,
        previousExpiresAt: overlap > 0 ? new Date(Date.now() + overlap * 1000) : null,
      });
      await this.log(
        trx,
        auth,
        id,
        'UPDATED',
        describeActivity('WEBHOOK_ENDPOINT_SECRET_ROTATED', { name: existing.name }),
      );
    });
    return { endpoint: await this.get(auth, id), secret };
  }

  /** Deletes an endpoint with its deliveries and their log. */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    await this.changing(auth, id, async (trx, existing) => {
      await deleteEndpoint(trx, id);
      await this.log(
        trx,
        auth,
        id,
        'DELETED',
        describeActivity('WEBHOOK_ENDPOINT_DELETED', { name: existing.name }),
      );
    });
  }

  /** Sends the endpoint a `webhook.test` event now, whatever it subscribes to, to try a receiver. */
  async sendTest(auth: AccessClaims, id: string): Promise<WebhookDeliveryResponse> {
    requirePermission(auth, 'webhooks:manage');
    const deliveryId = await this.db.transaction().execute(async (trx) => {
      const endpoint = await lockEndpoint(trx, auth.org, id);
      if (!endpoint) throw errors.notFound();
      if (!endpoint.enabled) throw errors.endpointDisabled();
      const [added] = await insertDeliveries(trx, [
        {
          organizationId: auth.org,
          endpointId: id,
          source: 'test',
          eventId: await nextTestEventId(trx),
          eventType: WEBHOOK_TEST_EVENT,
          permission: null,
          payload: testPayload(id, auth.org, new Date()),
        },
      ]);
      await queueAttempts(trx, [{ deliveryId: added!.id, endpointId: id, attempt: 1 }]);
      return added!.id;
    });
    return (await this.deliveriesByIds(auth, [deliveryId]))[0]!;
  }

  /** A page of an endpoint's deliveries, newest first. */
  async deliveries(
    auth: AccessClaims,
    endpointId: string,
    query: WebhookDeliveryListQuery,
  ): Promise<WebhookDeliveryListResponse> {
    await this.get(auth, endpointId);
    return deliveryPage(this.db, endpointId, query);
  }

  /** The organisation's deliveries among `ids`; others are left out (another organisation's is not found). */
  async deliveriesByIds(
    auth: AccessClaims,
    ids: readonly string[],
  ): Promise<WebhookDeliveryResponse[]> {
    requirePermission(auth, 'webhooks:read');
    return (await deliveriesByIds(this.db, auth.org, ids)).map(toDelivery);
  }

  /** Every attempt at the organisation's deliveries among `ids`, each delivery's newest first. */
  async attempts(auth: AccessClaims, ids: readonly string[]): Promise<WebhookAttemptResponse[]> {
    requirePermission(auth, 'webhooks:read');
    return attemptsOf(this.db, auth.org, ids);
  }

  /**
   * Sends a delivered, failed or skipped delivery again, with its schedule
   * from the start: the same body and the same `webhook-id`, so a receiver
   * that has it already knows it (a replay is for a receiver that lost or
   * refused it, or that was off).
   */
  replay(auth: AccessClaims, id: string): Promise<WebhookDeliveryResponse> {
    return this.attemptingAgain(auth, id, 'WEBHOOK_DELIVERY_REPLAYED', async (trx, delivery) => {
      if (delivery.status === 'PENDING') throw errors.deliveryPending();
      if (!delivery.enabled) throw errors.endpointDisabled();
      await restartDeliveries(trx, [id]);
      return true;
    });
  }

  /**
   * "Replay everything since…": queues again, in the order their events
   * came, every skipped and failed delivery of the endpoint made since
   * `since` (and the delivered ones when asked), each with its own
   * `webhook-id` so a receiver that has one already knows it. The endpoint's
   * row is locked first: replays at once take turns, and a delivery one of
   * them queued is pending for the next, which leaves it, so each is queued
   * at most once more. Refused while the endpoint is disabled (they would
   * only be skipped again), and for an instant in the future or before the
   * log keeps (`WEBHOOK_LOG_RETENTION_DAYS`).
   */
  async replaySince(
    auth: AccessClaims,
    endpointId: string,
    body: WebhookReplaySinceBody,
  ): Promise<WebhookReplaySinceResponse> {
    requirePermission(auth, 'webhooks:manage');
    const since = new Date(body.since);
    if (since.getTime() > Date.now()) throw errors.replaySinceFuture();
    const days = this.config.logRetentionDays;
    if (since.getTime() < Date.now() - days * 86_400_000) throw errors.replaySinceTooOld(days);
    return this.db.transaction().execute(async (trx) => {
      const endpoint = await lockEndpoint(trx, auth.org, endpointId);
      if (!endpoint) throw errors.notFound();
      if (!endpoint.enabled) throw errors.replayEndpointDisabled();
      const due = await replayableSince(trx, endpointId, since, body.includeDelivered ?? false);
      await restartDeliveries(
        trx,
        due.map((delivery) => delivery.id),
      );
      await queueAttempts(
        trx,
        due.map((delivery) => ({
          deliveryId: delivery.id,
          endpointId,
          attempt: delivery.attempt_count + 1,
        })),
      );
      if (due.length > 0)
        await this.log(
          trx,
          auth,
          endpointId,
          'UPDATED',
          describeActivity('WEBHOOK_DELIVERIES_REPLAYED', {
            name: endpoint.name,
            count: due.length,
          }),
        );
      return { queued: due.length };
    });
  }

  /**
   * Attempts a pending delivery now instead of at its next attempt: the
   * attempt queued for later finds it made and does nothing. An attempt
   * under way is what was asked for, so the delivery is answered as it
   * stands. Refused for a delivered one, while its endpoint is disabled, and
   * for a failed or skipped one (a replay sends those).
   */
  retryNow(auth: AccessClaims, id: string): Promise<WebhookDeliveryResponse> {
    return this.attemptingAgain(auth, id, 'WEBHOOK_DELIVERY_RETRIED', async (trx, delivery) => {
      if (delivery.status === 'DELIVERED') throw errors.retryDelivered();
      // A disabled endpoint's pending deliveries end as failed: "enable it" is what helps, before "replay it".
      if (!delivery.enabled) throw errors.retryEndpointDisabled();
      if (delivery.status !== 'PENDING') throw errors.retryNotPending();
      if (delivery.claimed_until !== null && delivery.claimed_until > new Date()) return false;
      await attemptNow(trx, id);
      return true;
    });
  }

  /**
   * Runs a manager's replay or retry of one of the organisation's deliveries,
   * its row locked: `prepare` refuses or readies it and answers whether an
   * attempt is to be queued, which is then queued and logged. The delivery is
   * answered as it was before the commit lets the attempt run: read
   * afterwards, a receiver that answers at once had it DELIVERED before the
   * answer was written.
   */
  private attemptingAgain(
    auth: AccessClaims,
    id: string,
    message: 'WEBHOOK_DELIVERY_REPLAYED' | 'WEBHOOK_DELIVERY_RETRIED',
    prepare: (trx: Transaction<AccountDatabase>, delivery: LockedDelivery) => Promise<boolean>,
  ): Promise<WebhookDeliveryResponse> {
    requirePermission(auth, 'webhooks:manage');
    return this.db.transaction().execute(async (trx) => {
      const delivery = await lockDelivery(trx, auth.org, id);
      if (!delivery) throw errors.deliveryNotFound();
      if (await prepare(trx, delivery)) {
        await queueAttempts(trx, [
          { deliveryId: id, endpointId: delivery.endpoint_id, attempt: delivery.attempt_count + 1 },
        ]);
        await this.log(
          trx,
          auth,
          delivery.endpoint_id,
          'UPDATED',
          describeActivity(message, { name: delivery.endpoint_name, type: delivery.event_type }),
        );
      }
      const [now] = await deliveriesByIds(trx, auth.org, [id]);
      return toDelivery(now!);
    });
  }

  /** Runs a manager's change of one of the organisation's endpoints, locked in one transaction; another organisation's is not found. */
  private changing(
    auth: AccessClaims,
    id: string,
    change: (trx: Transaction<AccountDatabase>, existing: LockedEndpoint) => Promise<void>,
  ): Promise<void> {
    this.requireManager(auth);
    return this.db.transaction().execute(async (trx) => {
      const existing = await lockEndpoint(trx, auth.org, id);
      if (!existing) throw errors.notFound();
      await change(trx, existing);
    });
  }

  /** Endpoints are a person's to manage: an API key, whatever its role, may not (a key's webhooks would outlive its revocation). */
  private requireManager(auth: AccessClaims): void {
    requirePermission(auth, 'webhooks:manage');
    if (auth.kind === 'api_key') throw errors.userOnly();
  }

  /** An endpoint's values as the rules take them, or the first thing wrong with them. */
  private async checked(auth: AccessClaims, body: WebhookEndpointBody): Promise<EndpointValues> {
    const name = body.name.trim();
    if (!name || name.length > WEBHOOK_NAME_MAX) throw errors.nameRequired();
    const description = body.description?.trim() || null;
    if (description && description.length > WEBHOOK_DESCRIPTION_MAX)
      throw errors.descriptionTooLong();
    const judged = judgeEndpointUrl(body.url, this.config.allowedPrivateHosts);
    if (!('url' in judged)) {
      if (judged.kind === 'private') throw errors.urlPrivate(judged.address);
      throw judged.kind === 'not-https'
        ? errors.urlNotHttps()
        : judged.kind === 'credentials'
          ? errors.urlCredentials()
          : errors.urlInvalid();
    }
    const eventTypes = [...new Set(body.eventTypes)];
    if (eventTypes.length === 0) throw errors.eventsRequired();
    const unknown = eventTypes.find((type) => !(type in WEBHOOK_EVENTS));
    if (unknown) throw errors.eventUnknown(unknown);
    const role = await findRole(this.db, auth.org, body.roleId);
    if (!role) throw errors.roleNotFound();
    if (role.is_owner) throw errors.ownerRole();
    const grants = permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions });
    for (const type of eventTypes as WebhookEventType[]) {
      const needed: readonly string[] = WEBHOOK_EVENTS[type].permissions;
      if (!needed.some((permission) => (grants as string[]).includes(permission)))
        throw errors.roleCannotRead(needed.join(' or '), type);
    }
    return { name, description, url: judged.url, eventTypes, roleId: role.id };
  }

  /** Refuses unless the caller holds everything the role grants: an endpoint reads what its role may. */
  private async requireRoleHeld(
    trx: Transaction<AccountDatabase>,
    auth: AccessClaims,
    roleId: string,
  ): Promise<void> {
    const role = await findRole(trx, auth.org, roleId);
    if (!role) throw errors.roleNotFound();
    requireHeld(
      await actorRole(trx, auth),
      permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions }),
      'roleId',
    );
  }

  /** Runs a write of an endpoint's values; a name another endpoint has is refused as such. */
  private async namedUniquely<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.nameTaken();
      throw error;
    }
  }

  private log(
    trx: Transaction<AccountDatabase>,
    auth: AccessClaims,
    endpointId: string,
    action: 'CREATED' | 'UPDATED' | 'DELETED',
    description: ActivityDescription,
    changes?: ReturnType<typeof changesBetween>,
  ): Promise<void> {
    return recordActivityBy(trx, auth, {
      entity: 'WEBHOOK_ENDPOINT',
      entityId: endpointId,
      action,
      description,
      ...(changes ? { changes } : {}),
    });
  }
}
