/**
 * @generated SignedSource<<160e669ec19bcb44f059b0b1b6250e6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookAttemptError = "ADDRESS_REFUSED" | "CONNECTION_FAILED" | "CONNECTION_REFUSED" | "DNS" | "TIMEOUT" | "TLS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryAttempt_attempt$data = {
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
  readonly " $fragmentType": "WebhookDeliveryAttempt_attempt";
};
export type WebhookDeliveryAttempt_attempt$key = {
  readonly " $data"?: WebhookDeliveryAttempt_attempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryAttempt_attempt">;
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
  "name": "WebhookDeliveryAttempt_attempt",
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
  "type": "WebhookDeliveryAttempt",
  "abstractKey": null
};
})();

(node as any).hash = "474cb73d7fa1f3ab6e6482526ee26e79";

export default node;
