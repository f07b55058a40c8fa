import { API_KEYS_ACTIVITY_MESSAGES } from './account/api-keys.js';
import { INVITATIONS_ACTIVITY_MESSAGES } from './account/invitations.js';
import { MEMBERS_ACTIVITY_MESSAGES } from './account/members.js';
import { ORGANIZATIONS_ACTIVITY_MESSAGES } from './account/organizations.js';
import { ROLES_ACTIVITY_MESSAGES } from './account/roles.js';
import { CUSTOMERS_ACTIVITY_MESSAGES } from './invoicing/customers.js';
import { BANK_ACCOUNTS_ACTIVITY_MESSAGES } from './treasury/bank-accounts.js';
import { BILLS_ACTIVITY_MESSAGES } from './treasury/bills.js';
import { CASH_FLOW_ACTIVITY_MESSAGES } from './treasury/cash-flow.js';
import { COUNTERPARTIES_ACTIVITY_MESSAGES } from './treasury/counterparties.js';
import { DEPOSITS_ACTIVITY_MESSAGES } from './treasury/deposits.js';
import { ENTITIES_ACTIVITY_MESSAGES } from './treasury/entities.js';
import { EXCEPTIONS_ACTIVITY_MESSAGES } from './treasury/exceptions.js';
import { EXPECTED_TRANSACTIONS_ACTIVITY_MESSAGES } from './treasury/expected-transactions.js';
import { FX_RATES_ACTIVITY_MESSAGES } from './treasury/fx-rates.js';
import { IMPORTS_ACTIVITY_MESSAGES } from './treasury/imports.js';
import { PAYMENT_PROVIDERS_ACTIVITY_MESSAGES } from './treasury/payment-providers.js';
import { PAYMENTS_ACTIVITY_MESSAGES } from './treasury/payments.js';
import { RECONCILIATION_RULES_ACTIVITY_MESSAGES } from './treasury/reconciliation-rules.js';
import { RECONCILIATIONS_ACTIVITY_MESSAGES } from './treasury/reconciliations.js';
import { STATEMENTS_ACTIVITY_MESSAGES } from './treasury/statements.js';

/**
 * Every message the activity log holds, assembled from the areas' contracts:
 * an area declares its messages beside its REST contract and joins this list
 * with one line. The GraphQL `ActivityMessage` enum (each area's slice
 * extends it) and the web's catalogues follow it
 * (tests/integration/activity-log.test.ts holds them together).
 */
export const ACTIVITY_MESSAGES = {
  ...API_KEYS_ACTIVITY_MESSAGES,
  ...INVITATIONS_ACTIVITY_MESSAGES,
  ...MEMBERS_ACTIVITY_MESSAGES,
  ...ORGANIZATIONS_ACTIVITY_MESSAGES,
  ...ROLES_ACTIVITY_MESSAGES,
  ...CUSTOMERS_ACTIVITY_MESSAGES,
  ...BANK_ACCOUNTS_ACTIVITY_MESSAGES,
  ...BILLS_ACTIVITY_MESSAGES,
  ...CASH_FLOW_ACTIVITY_MESSAGES,
  ...COUNTERPARTIES_ACTIVITY_MESSAGES,
  ...DEPOSITS_ACTIVITY_MESSAGES,
  ...ENTITIES_ACTIVITY_MESSAGES,
  ...EXCEPTIONS_ACTIVITY_MESSAGES,
  ...EXPECTED_TRANSACTIONS_ACTIVITY_MESSAGES,
  ...FX_RATES_ACTIVITY_MESSAGES,
  ...IMPORTS_ACTIVITY_MESSAGES,
  ...PAYMENT_PROVIDERS_ACTIVITY_MESSAGES,
  ...PAYMENTS_ACTIVITY_MESSAGES,
  ...RECONCILIATION_RULES_ACTIVITY_MESSAGES,
  ...RECONCILIATIONS_ACTIVITY_MESSAGES,
  ...STATEMENTS_ACTIVITY_MESSAGES,
};
