/**
 * @generated SignedSource<<4c7019679235edb69e950fd128ada080>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationLineMatches_line$data = {
  readonly id: string;
  readonly reconciliationStatus: ReconciliationStatus;
  readonly reconciliations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ReconciliationMatchCard_reconciliation">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineSummary_line">;
  readonly " $fragmentType": "ReconciliationLineMatches_line";
};
export type ReconciliationLineMatches_line$key = {
  readonly " $data"?: ReconciliationLineMatches_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineMatches_line">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationLineMatches_line",
  "selections": [
    (v0/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconciliationLineSummary_line"
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
      "concreteType": "Reconciliation",
      "kind": "LinkedField",
      "name": "reconciliations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReconciliationMatchCard_reconciliation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StatementTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "ba35fa4db10d5a9fab9a00ba62fa58ca";

export default node;
