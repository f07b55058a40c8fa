import { expect } from 'vitest';
import type { System } from '../../system.js';
import { callRest, type RestAnswer, type Tokens } from './factories.js';

/**
 * The Orders settings the tests start from: payment in 30 days, invoices numbered INV/ and sales
 * orders SO/, no approval of sales orders, no credit limit for a new customer, monthly billing.
 */
export const ORDERS_SETTINGS = {
  defaultPaymentTermDays: 30,
  invoiceNumberPrefix: 'INV/',
  salesOrderNumberPrefix: 'SO/',
  salesOrderApprovalRequired: false,
  defaultCreditLimit: '0.00',
  defaultBillingCycle: 'MONTHLY',
};

/**
 * Puts the organisation's Orders settings (the tests' own, with `changes`) as the member `by` over
 * the account service's REST API: the service's answer, refusal and all.
 */
export function ordersSettingsRest(
  system: Pick<System, 'accountUrl'>,
  by: Tokens,
  changes: Record<string, unknown> = {},
) {
  return callRest<RestAnswer>(system.accountUrl, 'PUT', '/organization/orders-settings', by, {
    ...ORDERS_SETTINGS,
    ...changes,
  });
}

/** Saves the organisation's Orders settings as `ordersSettingsRest` puts them; the test fails unless they are saved. */
export async function saveOrdersSettings(
  system: Pick<System, 'accountUrl'>,
  by: Tokens,
  changes: Record<string, unknown> = {},
): Promise<void> {
  const answer = await ordersSettingsRest(system, by, changes);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
