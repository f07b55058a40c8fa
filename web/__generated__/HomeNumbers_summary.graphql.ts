/**
 * @generated SignedSource<<6df1144f9356c813c920d6ca8c65c93c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeNumbers_summary$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HomeApprovalsFigure_summary" | "HomeCashFigure_summary" | "HomeDueFigure_summary" | "HomeUnreconciledFigure_summary">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "HomeCashFigure_summary"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HomeDueFigure_summary"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HomeApprovalsFigure_summary"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HomeUnreconciledFigure_summary"
    }
  ],
  "type": "HomeSummary",
  "abstractKey": null
};

(node as any).hash = "2815cc237981a9aa7da87eecddb536e1";

export default node;
