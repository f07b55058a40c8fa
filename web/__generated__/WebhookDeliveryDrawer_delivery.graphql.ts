/**
 * @generated SignedSource<<a21b6c75a1b86a7a7dbae59474419867>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryDrawer_delivery$data = {
  readonly attempts: ReadonlyArray<{
    readonly number: number;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryAttempt_attempt">;
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

const node: ReaderFragment = {
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "WebhookDeliveryAttempt_attempt"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WebhookDelivery",
  "abstractKey": null
};

(node as any).hash = "a8cf333d963fd8b790361e6f96c3675a";

export default node;
