// Written by `npm run areas` from the areas’ folders (scripts/area-lists.ts): do not edit.
import { activityModule } from './activity/index.js';
import { agedReceivablesModule } from './aged-receivables/index.js';
import { apiCostModule } from './api-cost/index.js';
import { apiKeysModule } from './api-keys/index.js';
import { bankAccountsModule } from './bank-accounts/index.js';
import { billsModule } from './bills/index.js';
import { bulkOperationsModule } from './bulk-operations/index.js';
import { cashFlowModule } from './cash-flow/index.js';
import { cashForecastModule } from './cash-forecast/index.js';
import { cashPositionModule } from './cash-position/index.js';
import { checkoutModule } from './checkout/index.js';
import { counterpartiesModule } from './counterparties/index.js';
import { creditMemosModule } from './credit-memos/index.js';
import { customersModule } from './customers/index.js';
import { depositsModule } from './deposits/index.js';
import { documentsModule } from './documents/index.js';
import { exceptionsModule } from './exceptions/index.js';
import { expectedTransactionsModule } from './expected-transactions/index.js';
import { exportsModule } from './exports/index.js';
import { goodsReceiptsModule } from './goods-receipts/index.js';
import { homeModule } from './home/index.js';
import { invoiceLinksModule } from './invoice-links/index.js';
import { invoicePaymentsModule } from './invoice-payments/index.js';
import { invoiceRemindersModule } from './invoice-reminders/index.js';
import { membersModule } from './members/index.js';
import { organizationsModule } from './organizations/index.js';
import { passkeysModule } from './passkeys/index.js';
import { payablesModule } from './payables/index.js';
import { paymentProvidersModule } from './payment-providers/index.js';
import { paymentsModule } from './payments/index.js';
import { profileModule } from './profile/index.js';
import { purchaseOrdersModule } from './purchase-orders/index.js';
import { reconciliationModule } from './reconciliation/index.js';
import { reconciliationRulesModule } from './reconciliation-rules/index.js';
import { recurringInvoicesModule } from './recurring-invoices/index.js';
import { rolesModule } from './roles/index.js';
import { salesInvoicesModule } from './sales-invoices/index.js';
import { salesOrdersModule } from './sales-orders/index.js';
import { sessionModule } from './session/index.js';
import { socialSignInModule } from './social-sign-in/index.js';
import { statementsModule } from './statements/index.js';
import { taxExchangeRatesModule } from './tax-exchange-rates/index.js';
import { webhooksModule } from './webhooks/index.js';

/** The BFF's areas, one a folder of bff/modules (the shared base aside), in the folders' order. */
export const AREAS = {
  activity: activityModule,
  agedReceivables: agedReceivablesModule,
  apiCost: apiCostModule,
  apiKeys: apiKeysModule,
  bankAccounts: bankAccountsModule,
  bills: billsModule,
  bulkOperations: bulkOperationsModule,
  cashFlow: cashFlowModule,
  cashForecast: cashForecastModule,
  cashPosition: cashPositionModule,
  checkout: checkoutModule,
  counterparties: counterpartiesModule,
  creditMemos: creditMemosModule,
  customers: customersModule,
  deposits: depositsModule,
  documents: documentsModule,
  exceptions: exceptionsModule,
  expectedTransactions: expectedTransactionsModule,
  exports: exportsModule,
  goodsReceipts: goodsReceiptsModule,
  home: homeModule,
  invoiceLinks: invoiceLinksModule,
  invoicePayments: invoicePaymentsModule,
  invoiceReminders: invoiceRemindersModule,
  members: membersModule,
  organizations: organizationsModule,
  passkeys: passkeysModule,
  payables: payablesModule,
  paymentProviders: paymentProvidersModule,
  payments: paymentsModule,
  profile: profileModule,
  purchaseOrders: purchaseOrdersModule,
  reconciliation: reconciliationModule,
  reconciliationRules: reconciliationRulesModule,
  recurringInvoices: recurringInvoicesModule,
  roles: rolesModule,
  salesInvoices: salesInvoicesModule,
  salesOrders: salesOrdersModule,
  session: sessionModule,
  socialSignIn: socialSignInModule,
  statements: statementsModule,
  taxExchangeRates: taxExchangeRatesModule,
  webhooks: webhooksModule,
};
