import Decimal from 'decimal.js';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  MAX_APPROVAL_RULES,
  MAX_APPROVALS,
  type ApprovalRuleBody,
  type ApprovalRuleListResponse,
  type ApprovalRuleResponse,
} from '../../../contracts/treasury/payments.js';
import { changesBetween, recordEntityActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { TreasuryDatabase } from '../db-types.js';
import { lockOrganisationRules, reorderChange, ruleActivity } from '../rule-order.js';
import { approvalRuleErrors as errors } from './errors.js';
import { listApprovalRules, type ApprovalRulesTable } from './repository.js';
import { refusingTaken } from '../../kit/database.js';

const NAME_INDEX = 'approval_rules_name';
const MAX_NAME = 80;

/** How the rules' changes are logged, as every kind of ordered rule logs them. */
const logged = ruleActivity('APPROVAL_RULE');

const ruleResponse = (row: Selectable<ApprovalRulesTable>): ApprovalRuleResponse => ({
  id: row.id,
  name: row.name,
  appliesTo: row.applies_to,
  minAmount: row.min_amount,
  methods: row.methods,
  approvalsRequired: row.approvals_required,
  approverRoles: row.approver_roles,
  priority: row.priority,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A rule's values after the bounds, in the order the activity log lists them. */
function checked(body: ApprovalRuleBody) {
  const name = body.name.trim();
  if (!name || [...name].length > MAX_NAME) throw errors.nameRequired();
  const minAmount = body.minAmount.trim();
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(minAmount)) throw errors.minAmount();
  if (
    !Number.isInteger(body.approvalsRequired) ||
    body.approvalsRequired < 1 ||
    body.approvalsRequired > MAX_APPROVALS
  )
    throw errors.approvalsRequired();
  const roles = [...new Set(body.approverRoles.map((role) => role.trim()).filter(Boolean))];
  return {
    name,
    appliesTo: body.appliesTo,
    minAmount: new Decimal(minAmount).toFixed(2),
    methods: [...body.methods],
    approvalsRequired: body.approvalsRequired,
    approverRoles: roles,
  };
}
type Values = ReturnType<typeof checked>;
const FIELDS: (keyof Values)[] = [
  'name',
  'appliesTo',
  'minAmount',
  'methods',
  'approvalsRequired',
  'approverRoles',
];
const textOf = (values: Values) => ({
  ...values,
  methods: values.methods.join(', ') || 'any',
  approverRoles: values.approverRoles.join(', ') || 'any approver',
});
const valuesOf = (rule: ApprovalRuleResponse): Values => ({
  name: rule.name,
  appliesTo: rule.appliesTo,
  minAmount: rule.minAmount,
  methods: rule.methods,
  approvalsRequired: rule.approvalsRequired,
  approverRoles: rule.approverRoles,
});
const columnsOf = (values: Values) => ({
  name: values.name,
  applies_to: values.appliesTo,
  min_amount: values.minAmount,
  methods: values.methods,
  approvals_required: values.approvalsRequired,
  approver_roles: values.approverRoles,
});

/**
 * The organisation's approval rules (beyond the spec): orders of
 * a kind, from an amount, by some methods, need so many distinct approvers
 * from some roles. An order follows the first rule it meets in priority
 * order, fixed when it is made or changed; without one it needs one
 * approval from any member allowed to approve. Company controls: read with
 * settings:read, changed with settings:manage, each change in the activity
 * log, one change at a time per organisation.
 */
export class ApprovalRuleService {
  constructor(private readonly db: Kysely<TreasuryDatabase>) {}

  async list(auth: AccessClaims): Promise<ApprovalRuleListResponse> {
    requirePermission(auth, 'settings:read');
    return { items: (await listApprovalRules(this.db, auth.org)).map(ruleResponse) };
  }

  /** Adds a rule after the others (it is tried last). */
  async create(auth: AccessClaims, body: ApprovalRuleBody): Promise<ApprovalRuleResponse> {
    requirePermission(auth, 'settings:manage');
    const values = checked(body);
    return this.write(auth, async (trx, rules) => {
      if (rules.length >= MAX_APPROVAL_RULES) throw errors.tooMany();
      const row = await trx
        .insertInto('approval_rules')
        .values({
          organization_id: auth.org,
          priority: rules.length + 1,
          created_by: auth.sub,
          ...columnsOf(values),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordEntityActivity(trx, auth, 'APPROVAL_RULE', row.id, 'CREATED', {
        values: {
          name: row.name,
          priority: row.priority,
        },
        changes: changesBetween({}, textOf(values), FIELDS),
      });
      return ruleResponse(row);
    });
  }

  /** Changes a rule; orders made before keep the approvals they were given to need. */
  async update(
    auth: AccessClaims,
    id: string,
    body: ApprovalRuleBody,
  ): Promise<ApprovalRuleResponse> {
    requirePermission(auth, 'settings:manage');
    const after = checked(body);
    return this.write(auth, async (trx, rules) => {
      const current = rules.find((rule) => rule.id === id);
      if (!current) throw errors.notFound();
      const changes = changesBetween(textOf(valuesOf(current)), textOf(after), FIELDS);
      if (changes.length === 0) return current;
      const row = await trx
        .updateTable('approval_rules')
        .set({ ...columnsOf(after), updated_at: new Date() })
        .where('organization_id', '=', auth.org)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await logged.changed(trx, auth, row, changes);
      return ruleResponse(row);
    });
  }

  /** Deletes a rule; those after it move up. */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'settings:manage');
    await this.write(auth, async (trx, rules) => {
      const current = rules.find((rule) => rule.id === id);
      if (!current) throw errors.notFound();
      await trx
        .deleteFrom('approval_rules')
        .where('organization_id', '=', auth.org)
        .where('id', '=', id)
        .execute();
      await setPriorities(
        trx,
        auth.org,
        rules.filter((rule) => rule.id !== id).map((rule) => rule.id),
      );
      await logged.deleted(
        trx,
        auth,
        current,
        changesBetween(textOf(valuesOf(current)), {}, FIELDS),
      );
    });
  }

  /** Puts the rules in a new order: the list must hold every rule once, or it is refused as stale. */
  async reorder(auth: AccessClaims, ruleIds: readonly string[]): Promise<ApprovalRuleListResponse> {
    requirePermission(auth, 'settings:manage');
    await this.write(auth, async (trx, rules) => {
      const change = reorderChange(rules, ruleIds, {
        unknown: () => errors.notFound('ruleIds'),
        stale: () => errors.reorderStale(),
      });
      // An id named twice stands in for a rule left out: the list is as stale as a short one.
      if (new Set(ruleIds).size !== ruleIds.length) throw errors.reorderStale();
      if (!change) return;
      await setPriorities(trx, auth.org, ruleIds);
      await logged.reordered(trx, auth, rules.length, change);
    });
    return this.list(auth);
  }

  /** A change of the organisation's rules, one at a time (a transaction-scoped lock), with the rules as they are; a name taken is refused. */
  private write<T>(
    auth: AccessClaims,
    work: (trx: Transaction<TreasuryDatabase>, rules: ApprovalRuleResponse[]) => Promise<T>,
  ): Promise<T> {
    return refusingTaken(
      () =>
        this.db.transaction().execute(async (trx) => {
          await lockOrganisationRules(trx, 'approval-rules', auth.org);
          return work(trx, (await listApprovalRules(trx, auth.org)).map(ruleResponse));
        }),
      { [NAME_INDEX]: errors.nameExists },
    );
  }
}

/** Sets priorities 1, 2, 3… in the order given, in one statement (the unique priority is checked at its end). */
async function setPriorities(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await sql`set constraints approval_rules_priority deferred`.execute(trx);
  const order = sql.join(ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::integer)`));
  await sql`update approval_rules as r set priority = o.priority, updated_at = now() from (values ${order}) as o(id, priority)
    where r.organization_id = ${organizationId} and r.id = o.id`.execute(trx);
}
