/**
 * @generated SignedSource<<aa370a59b73f1c7ba96fb679e85ffa79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDisabledReason = "FAILING" | "MANUAL" | "%future added value";
export type WebhookEventType = "BILL_CHANGED" | "COUNTERPARTY_CREATED" | "COUNTERPARTY_UPDATED" | "CREDIT_MEMO_ISSUED" | "CUSTOMER_APPROVED" | "CUSTOMER_CHANGED" | "GOODS_RECEIPT_CHANGED" | "IMPORT_FINISHED" | "INVOICE_PAYMENT_CANCELLED" | "INVOICE_PAYMENT_RECORDED" | "PAYMENT_UPDATED" | "PURCHASE_ORDER_CHANGED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_CANCELLED" | "SALES_INVOICE_ISSUED" | "SALES_INVOICE_OVERDUE" | "SALES_INVOICE_PAID" | "SALES_INVOICE_PARTLY_PAID" | "SALES_ORDER_CHANGED" | "TRANSFER_UPDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointPage_endpoint$data = {
  readonly description: string | null | undefined;
  readonly disabledAt: string | null | undefined;
  readonly disabledReason: WebhookDisabledReason | null | undefined;
  readonly enabled: boolean;
  readonly eventTypes: ReadonlyArray<WebhookEventType>;
  readonly id: string;
  readonly name: string;
  readonly role: {
    readonly id: string;
  } | null | undefined;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointFacts_endpoint" | "WebhookEndpointRow_endpoint">;
  readonly " $fragmentType": "WebhookEndpointPage_endpoint";
};
export type WebhookEndpointPage_endpoint$key = {
  readonly " $data"?: WebhookEndpointPage_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointPage_endpoint">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpointPage_endpoint",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "role",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
      "name": "disabledAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WebhookEndpointFacts_endpoint"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WebhookEndpointRow_endpoint"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
})();

(node as any).hash = "db9e2b49f0042394733be918fb4d11ab";

export default node;
