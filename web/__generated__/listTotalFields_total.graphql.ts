/**
 * @generated SignedSource<<d8e18997f48b0ade6c800d066be4ceba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type listTotalFields_total$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly count: number;
  readonly direction: TransactionDirection | null | undefined;
  readonly " $fragmentType": "listTotalFields_total";
};
export type listTotalFields_total$key = {
  readonly " $data"?: listTotalFields_total$data;
  readonly " $fragmentSpreads": FragmentRefs<"listTotalFields_total">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "listTotalFields_total",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "type": "ListTotal",
  "abstractKey": null
};

(node as any).hash = "bbc8324e7a0bcbbe18c0e32b193f8f30";

export default node;
