/**
 * @generated SignedSource<<c14c4f7bfc04e7ba9acaad24bc1e8313>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookEventType = "IMPORT_FINISHED" | "PAYMENT_UPDATED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_PAID" | "TRANSFER_UPDATED" | "%future added value";
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
