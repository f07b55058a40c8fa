import { sql, type Selectable, type Transaction } from 'kysely';
import type { AccessClaims } from '../kit/auth.js';
import { describeActivity, recordActivityBy, type FieldChange } from '../kit/activity.js';
import type { TreasuryDatabase } from './db-types.js';
import type { Db } from './db.js';

/**
 * The organisation's rules kept in an order of their own (cash-flow
 * categorisation rules, reconciliation rules): priorities 1, 2, 3…, unique
 * per organisation, the constraint deferred to the statement's end.
 */
export type OrderedRuleTable = 'cash_flow_rules' | 'reconciliation_rules';

/**
 * Gives the rules `ids` of `table` the priorities 1, 2, 3… in that order, in
 * one statement: the priority constraint is deferrable, so it is checked once
 * every rule has moved, not while two share a number halfway. Only the rules
 * whose priority changes are written (with `actorId` and the time).
 */
export async function setRulePriorities(
  trx: Transaction<TreasuryDatabase>,
  table: OrderedRuleTable,
  organizationId: string,
  ids: readonly string[],
  actorId: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  const order = sql.join(ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::integer)`));
  await sql`update ${sql.table(table)} as r
      set priority = o.priority, updated_by = ${actorId}, updated_at = now()
      from (values ${order}) as o (id, priority)
      where r.id = o.id and r.organization_id = ${organizationId} and r.priority <> o.priority`.execute(
    trx,
  );
}

/** The columns every new ordered rule starts with: its organisation, its place in the order, and who made it (its last change too). */
export const newRuleColumns = (
  organizationId: string,
  priority: number,
  actorId: string | null,
) => ({
  organization_id: organizationId,
  priority,
  created_by: actorId,
  updated_by: actorId,
});

/**
 * Makes writes to one organisation's ordered rules take turns: a
 * transaction's advisory lock on `<lockName>:<organisation>`, so the count,
 * the next priority and a reorder's check are read and written by one
 * change at a time. The approval rules, whose table keeps no `updated_by`
 * for `orderedRuleTable`, take their turn the same way.
 */
export async function lockOrganisationRules(
  trx: Transaction<TreasuryDatabase>,
  lockName: string,
  organizationId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${lockName}:${organizationId}`}, 0))`.execute(
    trx,
  );
}

/**
 * What every table of ordered rules does alike, bound to `table`:
 *
 * - `lockRules`: writes to one organisation's rules take turns
 *   (`lockOrganisationRules` under `lockName`), and twenty changes at once
 *   leave the priorities unique and gapless;
 * - `deleteRule`: deletes rule `id`, and those after it among `rules` (the
 *   organisation's rules in order) move up, so priorities stay 1, 2, 3…;
 * - `setPriorities`: gives the rules `ids` the priorities 1, 2, 3… in that
 *   order (`setRulePriorities`);
 * - `enabledRules`: the organisation's enabled rules in priority order, the
 *   ones a run applies.
 */
export function orderedRuleTable<Table extends OrderedRuleTable>(table: Table, lockName: string) {
  const setPriorities = (
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    ids: readonly string[],
    actorId: string | null,
  ): Promise<void> => setRulePriorities(trx, table, organizationId, ids, actorId);
  return {
    lockRules: (trx: Transaction<TreasuryDatabase>, organizationId: string): Promise<void> =>
      lockOrganisationRules(trx, lockName, organizationId),
    async deleteRule(
      trx: Transaction<TreasuryDatabase>,
      organizationId: string,
      rules: readonly { id: string }[],
      id: string,
      actorId: string | null,
    ): Promise<void> {
      // Kysely's delete builder takes the table's name, not the type parameter it is bound to.
      const rulesTable: OrderedRuleTable = table;
      await trx
        .deleteFrom(rulesTable)
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
      const remaining = rules.filter((rule) => rule.id !== id).map((rule) => rule.id);
      await setPriorities(trx, organizationId, remaining, actorId);
    },
    setPriorities,
    async enabledRules(
      db: Db,
      organizationId: string,
    ): Promise<Selectable<TreasuryDatabase[Table]>[]> {
      const { rows } = await sql<
        Selectable<TreasuryDatabase[Table]>
      >`select * from ${sql.table(table)}
        where organization_id = ${organizationId} and enabled order by priority`.execute(db);
      return rows;
    },
  };
}

/**
 * Checks a new order `ruleIds` of the organisation's rules against the rules
 * as they are, read under their lock: an id that is none of them is refused
 * with `refuse.unknown`, an order that leaves one out (another change came
 * first) with `refuse.stale`. Answers the activity log's change of the order
 * by the rules' names, or null when it is the order they already have.
 */
export function reorderChange(
  rules: readonly { id: string; name: string }[],
  ruleIds: readonly string[],
  refuse: { unknown: () => Error; stale: () => Error },
): FieldChange | null {
  const names = new Map(rules.map((rule) => [rule.id, rule.name]));
  if (ruleIds.some((id) => !names.has(id))) throw refuse.unknown();
  if (ruleIds.length !== rules.length) throw refuse.stale();
  if (ruleIds.every((id, index) => rules[index]!.id === id)) return null;
  return {
    field: 'order',
    before: rules.map((rule) => rule.name).join(', '),
    after: ruleIds.map((id) => names.get(id)!).join(', '),
  };
}

/** The kinds of ordered rule the activity log knows: each has `<KIND>_CHANGED`, `<KIND>_DELETED` and `<KIND>S_REORDERED` messages. */
export type OrderedRuleEntity = 'CASH_FLOW_RULE' | 'RECONCILIATION_RULE' | 'APPROVAL_RULE';

/**
 * The activity log's entries for one kind of ordered rule, written alike for
 * every kind: a rule changed or deleted is logged on the rule, by its name,
 * with the fields that changed; a new order is logged on the organisation,
 * with how many rules there are and the order before and after
 * (`reorderChange`).
 */
export function ruleActivity(entity: OrderedRuleEntity) {
  const onRule =
    (action: 'UPDATED' | 'DELETED', message: `${OrderedRuleEntity}_${'CHANGED' | 'DELETED'}`) =>
    (
      trx: Transaction<TreasuryDatabase>,
      auth: AccessClaims,
      rule: { id: string; name: string },
      changes: FieldChange[],
    ) =>
      recordActivityBy(trx, auth, {
        entity,
        entityId: rule.id,
        action,
        description: describeActivity(message, { name: rule.name }),
        changes,
      });
  return {
    changed: onRule('UPDATED', `${entity}_CHANGED`),
    deleted: onRule('DELETED', `${entity}_DELETED`),
    reordered: (
      trx: Transaction<TreasuryDatabase>,
      auth: AccessClaims,
      count: number,
      change: FieldChange,
    ) =>
      recordActivityBy(trx, auth, {
        entity: 'ORGANIZATION',
        entityId: auth.org,
        action: 'UPDATED',
        description: describeActivity(`${entity}S_REORDERED`, { count }),
        changes: [change],
      }),
  };
}
