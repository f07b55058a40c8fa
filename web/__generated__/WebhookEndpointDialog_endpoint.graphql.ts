/**
 * @generated SignedSource<<24b930745c1b0fd07b9286d6b23f40f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookEventType = "BILL_CHANGED" | "COUNTERPARTY_CREATED" | "COUNTERPARTY_UPDATED" | "CREDIT_MEMO_ISSUED" | "CUSTOMER_APPROVED" | "CUSTOMER_CHANGED" | "GOODS_RECEIPT_CHANGED" | "IMPORT_FINISHED" | "INVOICE_PAYMENT_CANCELLED" | "INVOICE_PAYMENT_RECORDED" | "PAYMENT_UPDATED" | "PURCHASE_ORDER_CHANGED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_CANCELLED" | "SALES_INVOICE_ISSUED" | "SALES_INVOICE_OVERDUE" | "SALES_INVOICE_PAID" | "SALES_INVOICE_PARTLY_PAID" | "SALES_ORDER_CHANGED" | "TRANSFER_UPDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointDialog_endpoint$data = {
  readonly description: string | null | undefined;
  readonly eventTypes: ReadonlyArray<WebhookEventType>;
  readonly id: string;
  readonly name: string;
  readonly role: {
    readonly id: string;
  } | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpointDialog_endpoint";
};
export type WebhookEndpointDialog_endpoint$key = {
  readonly " $data"?: WebhookEndpointDialog_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointDialog_endpoint">;
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
  "name": "WebhookEndpointDialog_endpoint",
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
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
})();

(node as any).hash = "e6b82ab1e46bd07d7dc25efdeecdbdf9";

export default node;
