/**
 * @generated SignedSource<<94c0aa78baa1b49ed8bde578299b7600>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceForm_order$data = {
  readonly customer: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly position: number;
    readonly product: string;
    readonly quantity: string;
  }>;
  readonly number: string;
  readonly " $fragmentType": "RecurringInvoiceForm_order";
};
export type RecurringInvoiceForm_order$key = {
  readonly " $data"?: RecurringInvoiceForm_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceForm_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceForm_order",
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "product",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SalesOrder",
  "abstractKey": null
};

(node as any).hash = "cea018e7af832503fea17be19bd2c6a7";

export default node;
