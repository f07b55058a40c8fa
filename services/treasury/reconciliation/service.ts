import type { Kysely } from 'kysely';
import { describeActivity, recordActivityBy, type FieldChange } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { isCheckViolation, isUniqueViolation } from '../../kit/database.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { ReconciliationCreateBody, ReconciliationKind, ReconciliationListQuery, ReconciliationListResponse, ReconciliationResponse } from '../../../contracts/treasury/reconciliations.js';
import { checkMatchShape, planMatch } from './allocate.js';
import { reconciliationErrors as errors } from './errors.js';
import { deleteReconciliation, entitiesOfAccounts, findReconciliations, insertReconciliation, lockExpectedSides, lockReconciliation, lockStatementSides } from './repository.js';

const PAIR_INDEX = 'reconciliation_allocations_line_expected';

/** What the activity log keeps of a match: each allocation, line and item by id, with its amount. */
function allocationChanges(match: Pick<ReconciliationResponse, 'allocations'>, currency: string, made: boolean): FieldChange[] {
  return match.allocations.map((allocation) => {
    const text = `statement transaction ${allocation.statementTransactionId} with expected transaction ${allocation.item.id}: ${currency} ${allocation.amount}`;
    return { field: 'allocation', before: made ? null : text, after: made ? text : null };
  });
}

/**
 * Reconciliation of one organisation: matches that allocate amounts between
 * statement transactions and reconcilable items (expected transactions).
 * The database keeps the invariants (migrations/0012): nothing allocated
 * beyond either side's amount, a pair allocated once, statuses derived; this
 * service decides what a match may join and how much it allocates.
 */
export class ReconciliationService {
  constructor(private readonly db: Kysely<TreasuryDatabase>) {}

  async list(auth: AccessClaims, query: ReconciliationListQuery): Promise<ReconciliationListResponse> {
    requirePermission(auth, 'reconciliation:read');
    return { items: await findReconciliations(this.db, auth.org, query) };
  }

  async get(auth: AccessClaims, id: string): Promise<ReconciliationResponse> {
    requirePermission(auth, 'reconciliation:read');
    const [found] = await findReconciliations(this.db, auth.org, { ids: [id] });
    if (!found) throw errors.notFound();
    return found;
  }

  /**
   * Matches statement transactions with items by hand (MANUAL), or records a
   * proposal a reviewer accepted (REVIEW) or the rules confirmed (AUTOMATIC).
   * Bad input, another organisation's ids and a side already used up are
   * refused with nothing written. Two matches racing for the same amount
   * wait for each other on the sides' locks: the second is refused.
   */
  async match(auth: AccessClaims, body: ReconciliationCreateBody, kind: ReconciliationKind = 'MANUAL'): Promise<ReconciliationResponse> {
    requirePermission(auth, kind === 'AUTOMATIC' ? 'reconciliation:auto-reconcile' : 'reconciliation:reconcile');
    const lineIds = body.statementTransactionIds;
    const itemIds = body.items.map((item) => item.id);
    checkMatchShape(lineIds, itemIds);
    let id: string;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        // Lines before items, each in id order: every match takes its locks in one order.
        const lines = await lockStatementSides(trx, auth.org, lineIds);
        if (lines.length !== lineIds.length) throw errors.statementNotFound();
        const items = await lockExpectedSides(trx, auth.org, itemIds);
        if (items.length !== itemIds.length) throw errors.itemNotFound();
        const accounts = [...new Set([...lines, ...items].flatMap((side) => (side.bankAccountId ? [side.bankAccountId] : [])))];
        const entities = await entitiesOfAccounts(trx, auth.org, accounts);
        const plan = planMatch(lines, items, { partial: body.partial ?? false, entityOf: (account) => entities.get(account) });
        const made = await insertReconciliation(trx, auth.org, auth.sub, { ...plan, kind });
        await recordActivityBy(trx, auth, {
          entity: 'RECONCILIATION',
          entityId: made,
          action: 'RECONCILED',
          description: describeActivity('RECONCILIATION_MADE', {
            amount: { amount: plan.amount, currency: lines[0]!.currency },
            lines: lines.length,
            items: items.length,
            partial: plan.result === 'PARTIAL_MATCH' ? 1 : 0,
          }),
          changes: allocationChanges({ allocations: plan.allocations.map((a) => ({ ...a, item: { kind: 'EXPECTED_TRANSACTION', id: a.expectedTransactionId } })) }, lines[0]!.currency, true),
        });
        return made;
      });
    } catch (error) {
      if (isUniqueViolation(error, PAIR_INDEX)) throw errors.alreadyMatched();
      // The sides are read under their locks, so this is a safeguard: the database refused more than a side's amount.
      if (isCheckViolation(error)) throw errors.alreadyReconciled();
      throw error;
    }
    return this.get(auth, id);
  }

  /**
   * Removes one match: its own allocations go, and every other match on the
   * same statement transactions and items stays as it was.
   */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'reconciliation:unreconcile');
    await this.db.transaction().execute(async (trx) => {
      const locked = await lockReconciliation(trx, auth.org, id);
      if (!locked) throw errors.notFound();
      const [match] = await findReconciliations(trx, auth.org, { ids: [id] });
      await deleteReconciliation(trx, auth.org, id);
      const lines = new Set(match!.allocations.map((allocation) => allocation.statementTransactionId)).size;
      const items = new Set(match!.allocations.map((allocation) => allocation.item.id)).size;
      await recordActivityBy(trx, auth, {
        entity: 'RECONCILIATION',
        entityId: id,
        action: 'REMOVE_RECONCILIATION',
        description: describeActivity('RECONCILIATION_REMOVED', { amount: { amount: match!.amount, currency: match!.currency }, lines, items }),
        changes: allocationChanges(match!, match!.currency, false),
      });
    });
  }
}
