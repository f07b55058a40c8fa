/**
 * @generated SignedSource<<30fe93fc39a9fa0850e45a667e511e0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationRulePreview_preview$data = {
  readonly agreeing: number;
  readonly contradicting: number;
  readonly existingMatches: number;
  readonly from: string;
  readonly items: number;
  readonly missed: number;
  readonly newProposals: number;
  readonly proposed: number;
  readonly sample: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly recordId: string;
    }>;
    readonly statementTransactions: ReadonlyArray<{
      readonly recordId: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"RulePreviewSample_proposal">;
  }>;
  readonly statementTransactions: number;
  readonly to: string;
  readonly truncated: boolean;
  readonly wouldConfirm: number;
  readonly " $fragmentType": "ReconciliationRulePreview_preview";
};
export type ReconciliationRulePreview_preview$key = {
  readonly " $data"?: ReconciliationRulePreview_preview$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationRulePreview_preview">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "recordId",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationRulePreview_preview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statementTransactions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "items",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "truncated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proposed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wouldConfirm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "existingMatches",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agreeing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contradicting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newProposals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationPreviewProposal",
      "kind": "LinkedField",
      "name": "sample",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReconciliationPreviewRecord",
          "kind": "LinkedField",
          "name": "statementTransactions",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReconciliationPreviewRecord",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RulePreviewSample_proposal"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReconciliationRulesPreview",
  "abstractKey": null
};
})();

(node as any).hash = "df16ca5308e9728996ef78d9060d6f82";

export default node;
