/**
 * @generated SignedSource<<ece9dfb5eb48d072d7bb6b8ac79683b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDisabledReason = "FAILING" | "MANUAL" | "%future added value";
export type WebhookEventType = "BILL_CHANGED" | "COUNTERPARTY_CREATED" | "COUNTERPARTY_UPDATED" | "CREDIT_MEMO_ISSUED" | "CUSTOMER_APPROVED" | "CUSTOMER_CHANGED" | "GOODS_RECEIPT_CHANGED" | "IMPORT_FINISHED" | "INVOICE_PAYMENT_CANCELLED" | "INVOICE_PAYMENT_RECORDED" | "PAYMENT_UPDATED" | "PURCHASE_ORDER_CHANGED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_CANCELLED" | "SALES_INVOICE_ISSUED" | "SALES_INVOICE_OVERDUE" | "SALES_INVOICE_PAID" | "SALES_INVOICE_PARTLY_PAID" | "SALES_ORDER_CHANGED" | "TRANSFER_UPDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointRow_endpoint$data = {
  readonly description: string | null | undefined;
  readonly disabledReason: WebhookDisabledReason | null | undefined;
  readonly enabled: boolean;
  readonly eventTypes: ReadonlyArray<WebhookEventType>;
  readonly id: string;
  readonly lastSuccessAt: string | null | undefined;
  readonly name: string;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpointRow_endpoint";
};
export type WebhookEndpointRow_endpoint$key = {
  readonly " $data"?: WebhookEndpointRow_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointRow_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpointRow_endpoint",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSuccessAt",
      "storageKey": null
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "e7859a1f4899e380b32b94823f8ae4a2";

export default node;
