/**
 * @generated SignedSource<<2f463a56b3a65c94c4ee697412f3bb16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationCandidateRow_item$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly counterparty: {
    readonly alias: string;
  } | null | undefined;
  readonly date: string;
  readonly description: string;
  readonly externalId: string | null | undefined;
  readonly id: string;
  readonly reconciledAmount: {
    readonly amount: string;
  };
  readonly reconciliationStatus: ReconciliationStatus;
  readonly " $fragmentType": "ReconciliationCandidateRow_item";
};
export type ReconciliationCandidateRow_item$key = {
  readonly " $data"?: ReconciliationCandidateRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationCandidateRow_item">;
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
  "name": "ReconciliationCandidateRow_item",
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
      "name": "externalId",
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
      "concreteType": "Counterparty",
      "kind": "LinkedField",
      "name": "counterparty",
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
  "type": "ExpectedTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "e236e371bb13383f05ce50ce47e122d3";

export default node;
