/**
 * @generated SignedSource<<6c9767db6b50c3ea18368ed039aec4f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityMessage = "API_COST_SETTINGS_CHANGED" | "API_KEY_CREATED" | "API_KEY_REVOKED" | "APPROVAL_RULES_REORDERED" | "APPROVAL_RULE_CHANGED" | "APPROVAL_RULE_CREATED" | "APPROVAL_RULE_DELETED" | "BALANCE_RECORDED" | "BANK_ACCOUNT_CHANGED" | "BANK_ACCOUNT_CREATED" | "BANK_ACCOUNT_DELETED" | "BILL_APPROVED" | "BILL_CANCELLED" | "BILL_CHANGED" | "BILL_CREATED" | "BILL_MARKED_PAID" | "BILL_SUBMITTED" | "CASH_FLOW_RULES_APPLIED" | "CASH_FLOW_RULES_REORDERED" | "CASH_FLOW_RULE_CHANGED" | "CASH_FLOW_RULE_CREATED" | "CASH_FLOW_RULE_DELETED" | "CHECKOUT_PAYMENT_AMOUNT_DIFFERS" | "COMPANY_PROFILE_CHANGED" | "CONTROLS_CHANGED" | "COUNTERPARTY_CHANGED" | "COUNTERPARTY_CREATED" | "COUNTERPARTY_DELETED" | "COUNTERPARTY_IMPORTED" | "COUNTERPARTY_STATUS_CHANGED" | "CREDIT_MEMO_APPLIED" | "CREDIT_MEMO_APPROVED" | "CREDIT_MEMO_CANCELLED" | "CREDIT_MEMO_ISSUED" | "CREDIT_MEMO_REJECTED" | "CREDIT_MEMO_REVISED" | "CREDIT_MEMO_SUBMITTED" | "CUSTOMER_APPROVED" | "CUSTOMER_APPROVED_NO_LIMIT" | "CUSTOMER_CHANGED" | "CUSTOMER_CREATED" | "CUSTOMER_DEACTIVATED" | "CUSTOMER_INVITATION_CANCELLED" | "CUSTOMER_INVITATION_RESENT" | "CUSTOMER_INVITED" | "CUSTOMER_REJECTED" | "CUSTOMER_TERMS_CHANGED" | "DEFAULT_COUNTERPARTY_CHANGED" | "DEFAULT_COUNTERPARTY_CREATED" | "DEFAULT_COUNTERPARTY_DELETED" | "DEPOSIT_CHANGED" | "DEPOSIT_CLOSED" | "DEPOSIT_CREATED" | "DEPOSIT_MATURED" | "DEPOSIT_RENEWED" | "ENTITY_CREATED" | "ENTITY_DELETED" | "ENTITY_RENAMED" | "EXCEPTION_AGE_CHANGED" | "EXCEPTION_ASSIGNED" | "EXCEPTION_CHECKOUT_ASSIGNED" | "EXCEPTION_CHECKOUT_OPENED" | "EXCEPTION_CHECKOUT_REOPENED" | "EXCEPTION_CHECKOUT_RESOLVED" | "EXCEPTION_CHECKOUT_STARTED" | "EXCEPTION_OPENED" | "EXCEPTION_PAYOUT_ASSIGNED" | "EXCEPTION_PAYOUT_OPENED" | "EXCEPTION_PAYOUT_REOPENED" | "EXCEPTION_PAYOUT_RESOLVED" | "EXCEPTION_PAYOUT_STARTED" | "EXCEPTION_REOPENED" | "EXCEPTION_RESOLVED" | "EXCEPTION_STARTED" | "EXPECTED_TRANSACTION_CHANGED" | "EXPECTED_TRANSACTION_CREATED" | "EXPECTED_TRANSACTION_DELETED" | "EXPECTED_TRANSACTION_IMPORTED" | "EXPORT_REQUESTED" | "FX_RATES_IMPORTED" | "FX_RATE_RECORDED" | "FX_RATE_REPLACED" | "GOODS_RECEIPT_CANCELLED" | "GOODS_RECEIPT_CREATED" | "IMPORT_COMPLETED" | "INVITATION_CANCELLED" | "INVITATION_CREATED" | "INVITATION_RESENT" | "INVOICE_PAYMENT_ALLOCATED" | "INVOICE_PAYMENT_CANCELLED" | "INVOICE_PAYMENT_PROOF_ADDED" | "INVOICE_PAYMENT_PROOF_REMOVED" | "INVOICE_PAYMENT_RECORDED" | "INVOICE_PAYMENT_REFUND_RELEASED" | "INVOICE_PAYMENT_REFUND_RESERVED" | "INVOICE_PAYMENT_REVERSED" | "INVOICE_PAYMENT_ROUNDED" | "INVOICE_PAYMENT_SETTLED" | "INVOICE_PAYMENT_SETTLEMENT_REMOVED" | "INVOICE_PAYMENT_UNALLOCATED" | "INVOICE_REMINDERS_CHANGED" | "INVOICE_WITHHOLDING_AWAITING_SLIP" | "INVOICE_WITHHOLDING_CANCELLED" | "INVOICE_WITHHOLDING_RECORDED" | "INVOICE_WITHHOLDING_SLIP_FILE_ADDED" | "INVOICE_WITHHOLDING_SLIP_RECEIVED" | "MEMBER_ACTIVATED" | "MEMBER_DEACTIVATED" | "MEMBER_JOINED" | "MEMBER_REACTIVATED" | "MEMBER_REMOVED" | "MEMBER_ROLE_CHANGED" | "ORDERS_SETTINGS_CHANGED" | "PAYMENT_APPROVED" | "PAYMENT_ARCHIVED" | "PAYMENT_CANCELLED" | "PAYMENT_CHANGED" | "PAYMENT_CREATED" | "PAYMENT_EXPORTED" | "PAYMENT_FAILED" | "PAYMENT_PROVIDER_CHANGED" | "PAYMENT_PROVIDER_CREATED" | "PAYMENT_PROVIDER_DELETED" | "PAYMENT_RECORD_IMPORTED" | "PAYMENT_RECORD_SETTLED" | "PAYMENT_REJECTED" | "PAYMENT_REOPENED" | "PAYMENT_RESENT" | "PAYMENT_SENT" | "PURCHASE_ORDER_APPROVED" | "PURCHASE_ORDER_CANCELLED" | "PURCHASE_ORDER_CLOSED" | "PURCHASE_ORDER_CREATED" | "PURCHASE_ORDER_REJECTED" | "PURCHASE_RECEIPT_CANCELLED" | "PURCHASE_RECEIPT_CREATED" | "RECONCILIATION_MADE" | "RECONCILIATION_REMOVED" | "RECONCILIATION_RULES_REORDERED" | "RECONCILIATION_RULE_CHANGED" | "RECONCILIATION_RULE_CREATED" | "RECONCILIATION_RULE_DELETED" | "RECONCILIATION_SETTINGS_CHANGED" | "RECURRING_INVOICE_CREATED" | "RECURRING_INVOICE_DELETED" | "RECURRING_INVOICE_ISSUED" | "RECURRING_INVOICE_PAUSED" | "RECURRING_INVOICE_RESUMED" | "RECURRING_INVOICE_SKIPPED" | "RECURRING_INVOICE_UPDATED" | "ROLE_CHANGED" | "ROLE_CREATED" | "ROLE_DELETED" | "SALES_INVOICE_APPROVER_CHANGED" | "SALES_INVOICE_CANCELLED" | "SALES_INVOICE_CREATED" | "SALES_INVOICE_ISSUED" | "SALES_INVOICE_RECEIVED" | "SALES_INVOICE_REMINDER_SENT" | "SALES_INVOICE_RETURNED" | "SALES_INVOICE_REVISED" | "SALES_INVOICE_SETTLED" | "SALES_INVOICE_SETTLEMENT_REMOVED" | "SALES_INVOICE_SHIPPED" | "SALES_INVOICE_SUBMITTED" | "SALES_INVOICE_TAX_NUMBER_RECORDED" | "SALES_ORDER_APPROVED" | "SALES_ORDER_CANCELLED" | "SALES_ORDER_CLOSED" | "SALES_ORDER_CREATED" | "SALES_ORDER_REJECTED" | "SALES_ORDER_REVISED" | "SALES_ORDER_SUBMITTED" | "STATEMENT_SYNCED" | "STATEMENT_SYNC_SCHEDULED" | "STATEMENT_SYNC_STOPPED" | "STATEMENT_TRANSACTION_CATEGORISED" | "STATEMENT_TRANSACTION_CATEGORY_RESET" | "STATEMENT_TRANSACTION_CREATED" | "TAX_EXCHANGE_RATES_IMPORTED" | "TAX_EXCHANGE_RATE_CORRECTED" | "TAX_EXCHANGE_RATE_DELETED" | "TAX_EXCHANGE_RATE_ENTERED" | "WEBHOOK_DELIVERIES_REPLAYED" | "WEBHOOK_DELIVERY_REPLAYED" | "WEBHOOK_DELIVERY_RETRIED" | "WEBHOOK_ENDPOINT_CREATED" | "WEBHOOK_ENDPOINT_DELETED" | "WEBHOOK_ENDPOINT_DISABLED" | "WEBHOOK_ENDPOINT_ENABLED" | "WEBHOOK_ENDPOINT_FAILING" | "WEBHOOK_ENDPOINT_SECRET_ROTATED" | "WEBHOOK_ENDPOINT_UPDATED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActivityDescriptionText_entry$data = {
  readonly description: {
    readonly message: ActivityMessage;
    readonly parts: ReadonlyArray<{
      readonly count?: number;
      readonly date?: string;
      readonly money?: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly name: string;
      readonly text?: string;
    }>;
  } | null | undefined;
  readonly summary: string;
  readonly " $fragmentType": "ActivityDescriptionText_entry";
};
export type ActivityDescriptionText_entry$key = {
  readonly " $data"?: ActivityDescriptionText_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityDescriptionText_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivityDescriptionText_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityDescription",
      "kind": "LinkedField",
      "name": "description",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "parts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "text",
                  "storageKey": null
                }
              ],
              "type": "ActivityTextPart",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "count",
                  "storageKey": null
                }
              ],
              "type": "ActivityCountPart",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "money",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "amount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "currency",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "ActivityMoneyPart",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "date",
                  "storageKey": null
                }
              ],
              "type": "ActivityDatePart",
              "abstractKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ActivityEntry",
  "abstractKey": null
};

(node as any).hash = "7648e7f5adbf46ceef237ddc42b5abd4";

export default node;
