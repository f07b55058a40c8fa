/**
 * @generated SignedSource<<2e86aa9fecaaa7c9f27a7b905876e52b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeWaitingInvoice_salesInvoice$data = {
  readonly customerName: string;
  readonly id: string;
  readonly salesOrderNumber: string;
  readonly totals: {
    readonly grandTotal: {
      readonly amount: string;
      readonly currency: Currency;
    };
  };
  readonly " $fragmentType": "HomeWaitingInvoice_salesInvoice";
};
export type HomeWaitingInvoice_salesInvoice$key = {
  readonly " $data"?: HomeWaitingInvoice_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeWaitingInvoice_salesInvoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeWaitingInvoice_salesInvoice",
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
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesOrderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "grandTotal",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
};

(node as any).hash = "5b6f5cdccaba0e11c03666962fa474e2";

export default node;
