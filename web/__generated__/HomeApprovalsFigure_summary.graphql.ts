/**
 * @generated SignedSource<<ca73e4d4a5232e1febb98aac753b9786>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeApprovalsFigure_summary$data = {
  readonly approvals: {
    readonly bills: number | null | undefined;
    readonly payments: number | null | undefined;
    readonly transfers: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "HomeApprovalsFigure_summary";
};
export type HomeApprovalsFigure_summary$key = {
  readonly " $data"?: HomeApprovalsFigure_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeApprovalsFigure_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeApprovalsFigure_summary",
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
    }
  ],
  "type": "HomeSummary",
  "abstractKey": null
};

(node as any).hash = "b9d8d3bcb8111e44d32a6055f9dda873";

export default node;
