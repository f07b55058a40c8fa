/**
 * @generated SignedSource<<702cc21cd70e8dc09767bc414f9fb0bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookAttemptError = "ADDRESS_REFUSED" | "CONNECTION_FAILED" | "CONNECTION_REFUSED" | "DNS" | "TIMEOUT" | "TLS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryDrawer_delivery$data = {
  readonly attempts: ReadonlyArray<{
    readonly attemptedAt: string;
    readonly durationMs: number;
    readonly error: WebhookAttemptError | null | undefined;
    readonly errorMessage: string | null | undefined;
    readonly number: number;
    readonly requestHeaders: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
    readonly responseBody: string | null | undefined;
    readonly responseHeaders: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }> | null | undefined;
    readonly responseStatus: number | null | undefined;
    readonly url: string;
  }>;
  readonly eventType: string;
  readonly payload: string;
  readonly webhookId: string;
  readonly " $fragmentType": "WebhookDeliveryDrawer_delivery";
};
export type WebhookDeliveryDrawer_delivery$key = {
  readonly " $data"?: WebhookDeliveryDrawer_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryDrawer_delivery">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "value",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveryDrawer_delivery",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webhookId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payload",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookDeliveryAttempt",
      "kind": "LinkedField",
      "name": "attempts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attemptedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationMs",
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
          "concreteType": "WebhookHeader",
          "kind": "LinkedField",
          "name": "requestHeaders",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookHeader",
          "kind": "LinkedField",
          "name": "responseHeaders",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseBody",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "error",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errorMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WebhookDelivery",
  "abstractKey": null
};
})();

(node as any).hash = "b75296ccc3858d410503203077235720";

export default node;
