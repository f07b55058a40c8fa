import type { Kysely, Transaction } from 'kysely';
import { changesBetween, describeActivity, recordActivity } from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import { publishEvent } from '../../kit/events.js';
import { nameSkeleton } from '../../kit/text.js';
import type { TreasuryDatabase } from '../db-types.js';
import { counterpartyErrors } from './errors.js';
import {
  deleteBankAccountsById,
  deleteGeneratedCounterparty,
  existingBankAccountIds,
  findEntityBankAccounts,
  findEntityName,
  findMirrors,
  findRegisteredBankAccounts,
  findTakenAliasKeys,
  insertGeneratedCounterparty,
  insertMirror,
  lockCounterpartyNames,
  lockGeneratedCounterparty,
  renameGeneratedCounterparty,
  updateMirror,
} from './repository.js';

type Trx = Transaction<TreasuryDatabase> | Kysely<TreasuryDatabase>;
type Actor = Pick<AccessClaims, 'sub' | 'org'> | null;

const ALIAS_MAX = 100;

/**
 * The aliases a generated counterparty may take, in order: the entity's name,
 * then the name followed by " (entity)", " (entity 2)", … — each cut to fit
 * the 100 characters an alias may have. The service keeps them in step.
 */
export function generatedAliasCandidate(entityName: string, attempt: number): string {
  const suffix = attempt === 0 ? '' : attempt === 1 ? ' (entity)' : ` (entity ${attempt})`;
  return entityName.slice(0, ALIAS_MAX - suffix.length).trimEnd() + suffix;
}

/** The first candidate alias no other counterparty of the organisation holds, nor one that looks like it (same `nameSkeleton`). */
async function freeAlias(
  trx: Trx,
  organizationId: string,
  entityName: string,
  self: string | null,
): Promise<string> {
  for (let start = 0; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, index) =>
      generatedAliasCandidate(entityName, start + index),
    );
    const taken = await findTakenAliasKeys(trx, organizationId, candidates.map(nameSkeleton), self);
    const free = candidates.find((candidate) => !taken.has(nameSkeleton(candidate)));
    if (free) return free;
  }
}

/** One field's change, as the activity log records it. */
type FieldChange = { field: string; before: string | null; after: string | null };
type InternalAccount = Awaited<ReturnType<typeof findEntityBankAccounts>>[number];
type Mirror = Awaited<ReturnType<typeof findMirrors>>[number];

/** The entity's generated counterparty, created when missing and renamed with the entity: its id. */
async function ensureGeneratedCounterparty(
  trx: Trx,
  organizationId: string,
  entityId: string,
  entityName: string,
  existing: Awaited<ReturnType<typeof lockGeneratedCounterparty>>,
  changes: FieldChange[],
): Promise<string> {
  if (!existing) {
    const alias = await freeAlias(trx, organizationId, entityName, null);
    const counterpartyId = await insertGeneratedCounterparty(
      trx,
      organizationId,
      entityId,
      entityName,
      alias,
    );
    changes.push(
      { field: 'legalName', before: null, after: entityName },
      { field: 'alias', before: null, after: alias },
    );
    return counterpartyId;
  }
  if (existing.legal_name !== entityName) {
    const alias = await freeAlias(trx, organizationId, entityName, existing.id);
    await renameGeneratedCounterparty(trx, existing.id, entityName, alias);
    changes.push(
      ...changesBetween(
        { legalName: existing.legal_name, alias: existing.alias },
        { legalName: entityName, alias },
        ['legalName', 'alias'],
      ),
    );
  }
  return existing.id;
}

/** Deletes the counterparty's mirrors of accounts no longer the entity's, but keeps those whose account moved to another entity for that entity's sync to move (keeping their id). */
async function deleteStaleMirrors(
  trx: Trx,
  organizationId: string,
  counterpartyId: string,
  internalIds: readonly string[],
  mirrors: readonly Mirror[],
  changes: FieldChange[],
): Promise<void> {
  const leaving = mirrors.filter(
    (m) =>
      m.counterparty_id === counterpartyId &&
      m.internal_bank_account_id &&
      !internalIds.includes(m.internal_bank_account_id),
  );
  const moved = await existingBankAccountIds(
    trx,
    organizationId,
    leaving.map((m) => m.internal_bank_account_id!),
  );
  const stale = mirrors.filter(
    (m) =>
      m.counterparty_id === counterpartyId &&
      (!m.internal_bank_account_id ||
        (!internalIds.includes(m.internal_bank_account_id) &&
          !moved.has(m.internal_bank_account_id))),
  );
  if (stale.length) {
    await deleteBankAccountsById(
      trx,
      stale.map((m) => m.id),
    );
    changes.push({
      field: 'bankAccounts',
      before: stale.map((m) => `${m.bank_code} ${m.account_number}`).join(', '),
      after: null,
    });
  }
}

/** Makes a mirror of every internal account that has none, and brings the others in step (counterparty, name, alias, position). */
async function writeMirrors(
  trx: Trx,
  organizationId: string,
  counterpartyId: string,
  internal: readonly InternalAccount[],
  mirrorOf: ReadonlyMap<string, Mirror>,
  changes: FieldChange[],
): Promise<void> {
  const added: string[] = [];
  for (const [position, account] of internal.entries()) {
    const mirror = mirrorOf.get(account.id);
    if (!mirror) {
      await insertMirror(trx, organizationId, {
        counterpartyId,
        bankCode: account.bank_code,
        accountNumber: account.account_number,
        accountName: account.account_name,
        alias: account.alias,
        position,
        internalBankAccountId: account.id,
      });
      added.push(`${account.bank_code} ${account.account_number}`);
    } else if (
      mirror.counterparty_id !== counterpartyId ||
      mirror.account_name !== account.account_name ||
      mirror.alias !== account.alias ||
      mirror.position !== position
    ) {
      await updateMirror(trx, mirror.id, {
        counterpartyId,
        accountName: account.account_name,
        alias: account.alias,
        position,
      });
      if (mirror.counterparty_id !== counterpartyId)
        added.push(`${account.bank_code} ${account.account_number}`);
      else if (mirror.account_name !== account.account_name || mirror.alias !== account.alias) {
        changes.push({
          field: `bankAccount ${account.bank_code} ${account.account_number}`,
          before: `${mirror.account_name} (${mirror.alias ?? ''})`,
          after: `${account.account_name} (${account.alias})`,
        });
      }
    }
  }
  if (added.length) changes.push({ field: 'bankAccounts', before: null, after: added.join(', ') });
}

/**
 * Brings the generated default counterparty of one entity in step with the
 * entity, inside the caller's transaction: creates it when missing (type
 * COMPANY, legal name the entity's name, alias the entity's name or a free
 * variant of it), renames it with the entity, and makes its bank accounts
 * mirror the entity's internal bank accounts (bank, number, name on account,
 * alias), moving a mirror when its account moved to this entity. An internal
 * account whose number a user's counterparty already holds is refused
 * (U-TRSY-CP-14): one bank account belongs to one counterparty. Does nothing
 * for an entity that does not exist (in this organisation).
 *
 * Call it after every change to an entity or its internal bank accounts.
 */
export async function syncGeneratedCounterparty(
  trx: Trx,
  organizationId: string,
  entityId: string,
  actor: Actor,
): Promise<void> {
  const entity = await findEntityName(trx, organizationId, entityId);
  if (!entity) return;
  await lockCounterpartyNames(trx, organizationId);
  const existing = await lockGeneratedCounterparty(trx, organizationId, entityId);

  const changes: FieldChange[] = [];
  const counterpartyId = await ensureGeneratedCounterparty(
    trx,
    organizationId,
    entityId,
    entity.name,
    existing,
    changes,
  );

  const internal = await findEntityBankAccounts(trx, organizationId, entityId);
  const internalIds = internal.map((account) => account.id);
  const mirrors = await findMirrors(trx, organizationId, counterpartyId, internalIds);
  const mirrorOf = new Map(
    mirrors.filter((m) => m.internal_bank_account_id).map((m) => [m.internal_bank_account_id!, m]),
  );

  await deleteStaleMirrors(trx, organizationId, counterpartyId, internalIds, mirrors, changes);

  const missing = internal.filter((account) => !mirrorOf.has(account.id));
  if (missing.length) {
    const held = await findRegisteredBankAccounts(
      trx,
      organizationId,
      missing.map((a) => ({ bankCode: a.bank_code, accountNumber: a.account_number })),
    );
    if (held.length) throw counterpartyErrors.heldByCounterparty('accountNumber');
  }

  await writeMirrors(trx, organizationId, counterpartyId, internal, mirrorOf, changes);

  if (!existing) {
    await recordActivity(trx, {
      actor,
      organizationId,
      entity: 'COUNTERPARTY',
      entityId: counterpartyId,
      action: 'CREATED',
      description: describeActivity('DEFAULT_COUNTERPARTY_CREATED', { entity: entity.name }),
      changes,
    });
    await publishEvent(trx as never, {
      type: 'counterparty.created',
      organizationId,
      subjectId: counterpartyId,
      permission: 'counterparties:read',
    });
  } else if (changes.length) {
    await recordActivity(trx, {
      actor,
      organizationId,
      entity: 'COUNTERPARTY',
      entityId: counterpartyId,
      action: 'UPDATED',
      description: describeActivity('DEFAULT_COUNTERPARTY_CHANGED', { entity: entity.name }),
      changes,
    });
  }
}

/** Syncs the generated counterparties of several entities: both sides of an account moved between entities, in any order. */
export async function syncGeneratedCounterparties(
  trx: Trx,
  organizationId: string,
  entityIds: readonly string[],
  actor: Actor,
): Promise<void> {
  for (const entityId of new Set(entityIds))
    await syncGeneratedCounterparty(trx, organizationId, entityId, actor);
}

/**
 * Deletes the generated counterparty of an entity that is being deleted,
 * inside the caller's transaction, before the entity row goes.
 */
export async function removeGeneratedCounterparty(
  trx: Trx,
  organizationId: string,
  entityId: string,
  actor: Actor,
): Promise<void> {
  const removed = await deleteGeneratedCounterparty(trx, organizationId, entityId);
  if (!removed) return;
  await recordActivity(trx, {
    actor,
    organizationId,
    entity: 'COUNTERPARTY',
    entityId: removed.id,
    action: 'DELETED',
    description: describeActivity('DEFAULT_COUNTERPARTY_DELETED', {
      legalName: removed.legal_name,
      alias: removed.alias,
    }),
  });
}
