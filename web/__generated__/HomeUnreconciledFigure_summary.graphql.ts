/**
 * @generated SignedSource<<b254041de2414c7e97db8d9e2be4afc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeUnreconciledFigure_summary$data = {
  readonly reconciliation: {
    readonly pendingProposals: number | null | undefined;
    readonly unreconciledLines: number;
  } | null | undefined;
  readonly " $fragmentType": "HomeUnreconciledFigure_summary";
};
export type HomeUnreconciledFigure_summary$key = {
  readonly " $data"?: HomeUnreconciledFigure_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeUnreconciledFigure_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeUnreconciledFigure_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeReconciliation",
      "kind": "LinkedField",
      "name": "reconciliation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unreconciledLines",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingProposals",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeSummary",
  "abstractKey": null
};

(node as any).hash = "6ace394a269a6f9a00d666866459dabc";

export default node;
