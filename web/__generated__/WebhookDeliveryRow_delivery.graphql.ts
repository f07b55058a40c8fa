/**
 * @generated SignedSource<<fe332dd00a530e9b22a7070cf64a51dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "SKIPPED" | "%future added value";
export type WebhookFailureReason = "ENDPOINT_DISABLED" | "PERMISSION_REMOVED" | "SCHEDULE_EXHAUSTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryRow_delivery$data = {
  readonly attemptCount: number;
  readonly createdAt: string;
  readonly eventType: string;
  readonly failureReason: WebhookFailureReason | null | undefined;
  readonly id: string;
  readonly nextAttemptAt: string | null | undefined;
  readonly status: WebhookDeliveryStatus;
  readonly " $fragmentType": "WebhookDeliveryRow_delivery";
};
export type WebhookDeliveryRow_delivery$key = {
  readonly " $data"?: WebhookDeliveryRow_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryRow_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveryRow_delivery",
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
      "name": "eventType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attemptCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAttemptAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "WebhookDelivery",
  "abstractKey": null
};

(node as any).hash = "791f805b36e41fc79d35a91c6d024dbc";

export default node;
