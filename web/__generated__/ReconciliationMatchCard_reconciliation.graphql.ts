/**
 * @generated SignedSource<<1e625bbec76ad483f4adc777d79dc3e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type ReconciliationKind = "AUTOMATIC" | "MANUAL" | "REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationMatchCard_reconciliation$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly createdAt: string;
  readonly createdBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly id: string;
  readonly kind: ReconciliationKind;
  readonly result: MatchResult;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationMatchAllocations_reconciliation">;
  readonly " $fragmentType": "ReconciliationMatchCard_reconciliation";
};
export type ReconciliationMatchCard_reconciliation$key = {
  readonly " $data"?: ReconciliationMatchCard_reconciliation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationMatchCard_reconciliation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationMatchCard_reconciliation",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "result",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconciliationMatchAllocations_reconciliation"
    }
  ],
  "type": "Reconciliation",
  "abstractKey": null
};

(node as any).hash = "eafa187815084e3884039b423561a640";

export default node;
