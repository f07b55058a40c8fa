/**
 * @generated SignedSource<<7455ca771b697642a33d7c7c88ac29a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDisabledReason = "FAILING" | "MANUAL" | "%future added value";
export type WebhookEventType = "IMPORT_FINISHED" | "PAYMENT_UPDATED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_PAID" | "TRANSFER_UPDATED" | "%future added value";
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
