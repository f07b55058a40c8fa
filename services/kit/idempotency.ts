import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyErrors as idempotencyErrorCodes } from '../../contracts/common/errors.js';
import { apiKeyOf } from './auth.js';
import { errorsOf } from './errors.js';
import type { ServiceApp } from './server.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request claimed; its answer is kept for retries. */
    idempotencyClaim?: { organizationId: string; key: string; claim: string; secret: boolean };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer replayed from an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export type IdempotencyOptions = {
  /** The service's database; the `idempotency_keys` table lives in its schema. */
  db: Kysely<unknown>;
  /** How long a retry waits for the first request with its key to finish. */
  waitMs?: number;
  /** A claim older than this is taken to be from a process that died, and may be taken over. */
  staleMs?: number;
  /** How long answers are kept (the issue asks for at least two months). */
  retentionDays?: number;
  /**
   * Writes (routes as declared, e.g. `/api-keys`) whose answers carry secrets
   * shown once (an API key's secret, backup codes) or whose bodies carry
   * passwords or codes. They too run at most once per key, but nothing of the
   * secret is stored: the request is told apart by caller, method and path
   * only (a hash of a password or code could be guessed offline), and a
   * retry of one that succeeded is answered 409 IDEMPOTENCY_ANSWER_NOT_KEPT
   * (it was done; its answer is not kept), never a second API key. A refusal
   * carries no secret and is replayed as usual.
   */
  secretAnswerRoutes?: readonly string[];
  /**
   * Routes whose answer only issues a short-lived token or challenge (a
   * session switch, a WebAuthn challenge, a transaction's second-factor
   * check): repeating one changes nothing lasting and its answer may not be
   * kept, so the header is ignored there.
   */
  unkeyedRoutes?: readonly string[];
  /** Told when a duplicate starts waiting for the first request with its key (tests wait for it). */
  onWait?: (key: string) => void;
};

export const idempotencyErrors = errorsOf(idempotencyErrorCodes);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Printable ASCII without leading or trailing space (the BFF derives a key per
// upstream write from the client's key of up to 255 characters).
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,1022}[\x21-\x7e])?$/;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const FIRST_PAUSE_MS = 20;

/** JSON with object keys sorted, so the same body hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two requests "the same": the caller, the method, the path with
 * its query, and the body. The caller is part of it so that one member's
 * stored answer is never handed to another member of the organisation, whose
 * own permissions would then go unchecked; an API key is a caller of its
 * own, apart from the member it acts for (its role may grant less).
 */
function fingerprint(request: FastifyRequest, withBody: boolean): string {
  const caller = apiKeyOf(request.auth) ?? request.auth.sub;
  return createHash('sha256')
    .update(canonical([caller, request.method, request.url, withBody ? request.body : null]))
    .digest('hex');
}

type Stored = {
  request_hash: string;
  status: 'running' | 'done';
  claim: string;
  stale: boolean;
  response_status: number | null;
  response_body: string | null;
};

/**
 * Idempotency for every write of a service: a non-GET
 * request on an authenticated route that carries `Idempotency-Key` runs at
 * most once per organisation and key; its answer (2xx, or a 4xx refusal) is
 * kept in `idempotency_keys` and replayed to any retry with the same key and
 * the same request, marked `Idempotent-Replayed: true`. The same key with
 * another request is refused (422 IDEMPOTENCY_KEY_REUSED). A retry that
 * arrives while the first request still runs waits for its answer, up to
 * `waitMs`, then is told to try again (409 IDEMPOTENCY_KEY_IN_PROGRESS). A
 * 5xx or a thrown error releases the key, so the retry runs the work.
 *
 * The key is claimed by an insert that only one request can win (the primary
 * key (organization_id, key)); the answer is stored before it is sent. A claim
 * whose process died is taken over after `staleMs`. The one gap: a process
 * that dies after the work committed and before its answer was stored leaves
 * a claim that a retry takes over after `staleMs` and runs again; a module
 * that must close it (payments) checks its own unique business reference too.
 */
export function registerIdempotency(app: ServiceApp, options: IdempotencyOptions): void {
  const { db } = options;
  const secretAnswers = new Set(options.secretAnswerRoutes ?? []);
  const unkeyed = new Set(options.unkeyedRoutes ?? []);
  const claimOrWait = keyClaims(db, {
    waitMs: options.waitMs ?? 10_000,
    staleSeconds: (options.staleMs ?? 5 * 60_000) / 1000,
    onWait: options.onWait,
    prune: keysPruner(db, options.retentionDays ?? 90, app.log),
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.routeOptions.config?.public ||
      !request.auth ||
      unkeyed.has(request.routeOptions.url ?? '')
    )
      return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw idempotencyErrors.invalidKey();
    const organizationId = request.auth.org;
    const secret = secretAnswers.has(request.routeOptions.url ?? '');
    const outcome = await claimOrWait(
      organizationId,
      header,
      request,
      fingerprint(request, !secret),
    );
    if ('claim' in outcome) {
      request.idempotencyClaim = { organizationId, key: header, claim: outcome.claim, secret };
      return;
    }
    const { response_status: status, response_body: body } = outcome.replay;
    // Done, but its answer held a secret and was not kept (see `secretAnswerRoutes`).
    if (body === null) throw idempotencyErrors.answerNotKept();
    reply.code(status ?? 200).header(REPLAYED_HEADER, 'true');
    if (body) reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(body || undefined);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = undefined;
    const where = sql`organization_id = ${held.organizationId} and key = ${held.key} and claim = ${held.claim}`;
    const keepable = payload === undefined || payload === null || typeof payload === 'string';
    if (reply.statusCode >= 500 || !keepable) {
      // Nothing was done (or nothing can be replayed): the key is free for the retry.
      await sql`delete from idempotency_keys where ${where}`.execute(db);
      return payload;
    }
    // A success of a secret-answer route is remembered as done, its answer (null) not kept.
    const kept =
      held.secret && reply.statusCode < 400 ? null : ((payload as string | null | undefined) ?? '');
    await sql`
      update idempotency_keys set status = 'done', response_status = ${reply.statusCode}, response_body = ${kept}
      where ${where}`.execute(db);
    return payload;
  });
}

/** Deletes the keys older than `retentionDays`, at most once an hour per process, never on the request's path. */
function keysPruner(
  db: Kysely<unknown>,
  retentionDays: number,
  log: ServiceApp['log'],
): () => void {
  let lastPrune = 0;
  return () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    // One cheap statement an hour per process, on the created_at index; never on the request's path.
    void sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${retentionDays})`
      .execute(db)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'pruning idempotency keys failed');
      });
  };
}

/**
 * Claims a key for a request, or answers the stored request it was used for
 * (to replay), waiting up to `waitMs` for one still running and taking over
 * a claim older than `staleSeconds`.
 */
function keyClaims(
  db: Kysely<unknown>,
  settings: {
    waitMs: number;
    staleSeconds: number;
    onWait: IdempotencyOptions['onWait'];
    prune: () => void;
  },
) {
  const { waitMs, staleSeconds, prune } = settings;
  return async (
    organizationId: string,
    key: string,
    request: FastifyRequest,
    hash: string,
  ): Promise<{ claim: string } | { replay: Stored }> => {
    const deadline = Date.now() + waitMs;
    let pause = FIRST_PAUSE_MS;
    for (;;) {
      const claim = randomUUID();
      const inserted = await sql`
        insert into idempotency_keys (organization_id, key, method, path, request_hash, claim)
        values (${organizationId}, ${key}, ${request.method}, ${request.url}, ${hash}, ${claim})
        on conflict do nothing
        returning claim`.execute(db);
      if (inserted.rows.length > 0) {
        prune();
        return { claim };
      }
      const { rows } = await sql<Stored>`
        select request_hash, status, claim, claimed_at < now() - make_interval(secs => ${staleSeconds}) as stale, response_status, response_body
        from idempotency_keys where organization_id = ${organizationId} and key = ${key}`.execute(
        db,
      );
      const stored = rows[0];
      if (!stored) continue; // released by a failed first request since: claim it now
      if (stored.request_hash !== hash) throw idempotencyErrors.reused();
      if (stored.status === 'done') return { replay: stored };
      if (stored.stale) {
        const taken = await sql`
          update idempotency_keys set claim = ${claim}, claimed_at = now()
          where organization_id = ${organizationId} and key = ${key} and claim = ${stored.claim} and status = 'running'
          returning claim`.execute(db);
        if (taken.rows.length > 0) return { claim };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw idempotencyErrors.inProgress();
      if (pause === FIRST_PAUSE_MS) settings.onWait?.(key);
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, 200);
    }
  };
}
