/**
 * @generated SignedSource<<d86cf048388941e78d09d975037e7dc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceDeliveryStatus = "OPEN" | "RECEIVED" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceDeliveryItem_delivery$data = {
  readonly address: string | null | undefined;
  readonly receivedOn: string | null | undefined;
  readonly shippedOn: string | null | undefined;
  readonly status: InvoiceDeliveryStatus;
  readonly " $fragmentType": "InvoiceDeliveryItem_delivery";
};
export type InvoiceDeliveryItem_delivery$key = {
  readonly " $data"?: InvoiceDeliveryItem_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceDeliveryItem_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceDeliveryItem_delivery",
  "selections": [
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
      "name": "shippedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedOn",
      "storageKey": null
    }
  ],
  "type": "InvoiceDelivery",
  "abstractKey": null
};

(node as any).hash = "4e782cc0b3be6e4476acaba9c0c92994";

export default node;
