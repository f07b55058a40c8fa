// Written by `npm run areas` from the areas’ folders (scripts/area-lists.ts): do not edit.
import { API_KEYS_ACTIVITY } from './account/api-keys.js';
import { INVITATIONS_ACTIVITY } from './account/invitations.js';
import { MEMBERS_ACTIVITY } from './account/members.js';
import { ORGANIZATIONS_ACTIVITY } from './account/organizations.js';
import { ROLES_ACTIVITY } from './account/roles.js';
import { WEBHOOKS_ACTIVITY } from './account/webhooks.js';
import { CREDIT_MEMOS_ACTIVITY } from './invoicing/credit-memos.js';
import { CUSTOMERS_ACTIVITY } from './invoicing/customers.js';
import { GOODS_RECEIPTS_ACTIVITY } from './invoicing/goods-receipts.js';
import { INVOICE_PAYMENTS_ACTIVITY } from './invoicing/invoice-payments.js';
import { INVOICE_REMINDERS_ACTIVITY } from './invoicing/invoice-reminders.js';
import { PURCHASE_ORDERS_ACTIVITY } from './invoicing/purchase-orders.js';
import { RECURRING_INVOICES_ACTIVITY } from './invoicing/recurring-invoices.js';
import { SALES_INVOICES_ACTIVITY } from './invoicing/sales-invoices.js';
import { SALES_ORDERS_ACTIVITY } from './invoicing/sales-orders.js';
import { TAX_EXCHANGE_RATES_ACTIVITY } from './invoicing/tax-exchange-rates.js';
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

/** What each area declares it writes to the activity log (`areaActivity` in its contract), in the contracts' order. */
export const ACTIVITY_AREAS = [
  API_KEYS_ACTIVITY,
  INVITATIONS_ACTIVITY,
  MEMBERS_ACTIVITY,
  ORGANIZATIONS_ACTIVITY,
  ROLES_ACTIVITY,
  WEBHOOKS_ACTIVITY,
  CREDIT_MEMOS_ACTIVITY,
  CUSTOMERS_ACTIVITY,
  GOODS_RECEIPTS_ACTIVITY,
  INVOICE_PAYMENTS_ACTIVITY,
  INVOICE_REMINDERS_ACTIVITY,
  PURCHASE_ORDERS_ACTIVITY,
  RECURRING_INVOICES_ACTIVITY,
  SALES_INVOICES_ACTIVITY,
  SALES_ORDERS_ACTIVITY,
  TAX_EXCHANGE_RATES_ACTIVITY,
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
