/**
 * @generated SignedSource<<c707647f0a86dfc2dda15a634bc775b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeNumbers_summary$data = {
  readonly approvals: {
    readonly bills: number | null | undefined;
    readonly payments: number | null | undefined;
    readonly transfers: number | null | undefined;
  } | null | undefined;
  readonly reconciliation: {
    readonly pendingProposals: number | null | undefined;
    readonly unreconciledLines: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCashFigure_summary" | "HomeDueFigure_summary">;
  readonly " $fragmentType": "HomeNumbers_summary";
};
export type HomeNumbers_summary$key = {
  readonly " $data"?: HomeNumbers_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeNumbers_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeNumbers_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeApprovals",
      "kind": "LinkedField",
      "name": "approvals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transfers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bills",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HomeCashFigure_summary"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HomeDueFigure_summary"
    }
  ],
  "type": "HomeSummary",
  "abstractKey": null
};

(node as any).hash = "907e464fe2c59ed8dc33f0c38633e407";

export default node;
