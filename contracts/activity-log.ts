import { API_KEYS_ACTIVITY } from './account/api-keys.js';
import { INVITATIONS_ACTIVITY } from './account/invitations.js';
import { MEMBERS_ACTIVITY } from './account/members.js';
import { ORGANIZATIONS_ACTIVITY } from './account/organizations.js';
import { ROLES_ACTIVITY } from './account/roles.js';
import { CUSTOMERS_ACTIVITY } from './invoicing/customers.js';
import { BANK_ACCOUNTS_ACTIVITY } from './treasury/bank-accounts.js';
import { BILLS_ACTIVITY } from './treasury/bills.js';
import { CASH_FLOW_ACTIVITY } from './treasury/cash-flow.js';
import { COUNTERPARTIES_ACTIVITY } from './treasury/counterparties.js';
import { DEPOSITS_ACTIVITY } from './treasury/deposits.js';
import { ENTITIES_ACTIVITY } from './treasury/entities.js';
import { EXCEPTIONS_ACTIVITY } from './treasury/exceptions.js';
import { EXPECTED_TRANSACTIONS_ACTIVITY } from './treasury/expected-transactions.js';
import { FX_RATES_ACTIVITY } from './treasury/fx-rates.js';
import { IMPORTS_ACTIVITY } from './treasury/imports.js';
import { PAYMENT_PROVIDERS_ACTIVITY } from './treasury/payment-providers.js';
import { PAYMENTS_ACTIVITY } from './treasury/payments.js';
import { RECONCILIATION_RULES_ACTIVITY } from './treasury/reconciliation-rules.js';
import { RECONCILIATIONS_ACTIVITY } from './treasury/reconciliations.js';
import { STATEMENTS_ACTIVITY } from './treasury/statements.js';

import type { AreaActivity } from './common/activity-text.js';

/**
 * What each area writes to the activity log, from the areas' contracts: an
 * area declares the kinds of record it logs and its messages beside its REST
 * contract (`areaActivity`) and joins this list with one line. The services
 * log only these (services/kit/activity.ts); the GraphQL enums
 * `ActivityEntityKind` and `ActivityMessage` (each area's slice extends them)
 * and the web's catalogues follow them (tests/integration/activity-log.test.ts
 * holds them together).
 */
const AREAS = [
  API_KEYS_ACTIVITY,
  INVITATIONS_ACTIVITY,
  MEMBERS_ACTIVITY,
  ORGANIZATIONS_ACTIVITY,
  ROLES_ACTIVITY,
  CUSTOMERS_ACTIVITY,
  BANK_ACCOUNTS_ACTIVITY,
  BILLS_ACTIVITY,
  CASH_FLOW_ACTIVITY,
  COUNTERPARTIES_ACTIVITY,
  DEPOSITS_ACTIVITY,
  ENTITIES_ACTIVITY,
  EXCEPTIONS_ACTIVITY,
  EXPECTED_TRANSACTIONS_ACTIVITY,
  FX_RATES_ACTIVITY,
  IMPORTS_ACTIVITY,
  PAYMENT_PROVIDERS_ACTIVITY,
  PAYMENTS_ACTIVITY,
  RECONCILIATION_RULES_ACTIVITY,
  RECONCILIATIONS_ACTIVITY,
  STATEMENTS_ACTIVITY,
] as const;

type Area = (typeof AREAS)[number];
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  part: infer Whole,
) => void
  ? Whole
  : never;

/** The areas' declarations as one, refusing a kind of record or a message two areas declare. */
export function joinActivity(areas: readonly AreaActivity[]): AreaActivity<string[]> {
  const entities = new Set<string>();
  const messages: AreaActivity['messages'] = {};
  for (const area of areas) {
    for (const entity of area.entities) {
      if (entities.has(entity)) throw new Error(`the activity kind ${entity} is declared twice`);
      entities.add(entity);
    }
    for (const [message, text] of Object.entries(area.messages)) {
      if (message in messages) throw new Error(`the activity message ${message} is declared twice`);
      messages[message] = text;
    }
  }
  return { entities: [...entities], messages };
}

const joined = joinActivity(AREAS);

/** Every kind of record the services may log, in the areas' order. */
export const ACTIVITY_ENTITIES = joined.entities as readonly Area['entities'][number][];

/** Every message the activity log holds: its English text from its typed values. */
export const ACTIVITY_MESSAGES = joined.messages as Intersection<Area['messages']>;
