/**
 * @generated SignedSource<<0f540bd2d0888582f38b5c16ad7f2b8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationLineRow_line$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly bankAccount: {
    readonly alias: string;
  } | null | undefined;
  readonly date: string;
  readonly description: string;
  readonly direction: TransactionDirection;
  readonly id: string;
  readonly reconciledAmount: {
    readonly amount: string;
  };
  readonly reconciliationStatus: ReconciliationStatus;
  readonly " $fragmentType": "ReconciliationLineRow_line";
};
export type ReconciliationLineRow_line$key = {
  readonly " $data"?: ReconciliationLineRow_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineRow_line">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationLineRow_line",
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
      "name": "date",
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
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "reconciledAmount",
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
      "name": "reconciliationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankAccount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StatementTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "e252469f2ee987c8ba1c5fc84bdec2f7";

export default node;
