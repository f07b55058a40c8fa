/**
 * @generated SignedSource<<1ab49e93de33e6ff53059afeb919be22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDisabledReason = "FAILING" | "MANUAL" | "%future added value";
export type WebhookEventType = "IMPORT_FINISHED" | "PAYMENT_UPDATED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_PAID" | "TRANSFER_UPDATED" | "%future added value";
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
