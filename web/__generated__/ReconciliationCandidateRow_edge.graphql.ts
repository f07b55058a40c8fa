/**
 * @generated SignedSource<<898e0322d35cf6bababd22235c380574>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconcilableItemKind = "BILL" | "EXPECTED_TRANSACTION" | "INVOICE_PAYMENT" | "PAYMENT" | "PAYMENT_SETTLEMENT" | "SALES_INVOICE" | "TRANSFER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationCandidateRow_edge$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly counterpartyName: string | null | undefined;
  readonly date: string;
  readonly description: string | null | undefined;
  readonly kind: ReconcilableItemKind;
  readonly node: {
    readonly __typename: string;
    readonly id?: string;
  };
  readonly openAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly reference: string | null | undefined;
  readonly " $fragmentType": "ReconciliationCandidateRow_edge";
};
export type ReconciliationCandidateRow_edge$key = {
  readonly " $data"?: ReconciliationCandidateRow_edge$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationCandidateRow_edge">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationCandidateRow_edge",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyName",
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
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "openAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "type": "Node",
          "abstractKey": "__isNode"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReconcilableItemEdge",
  "abstractKey": null
};
})();

(node as any).hash = "948c3c2a03b7dceead42f8f5dbb593b2";

export default node;
