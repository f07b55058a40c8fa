/**
 * @generated SignedSource<<804da6ffcc8f3d2dddc355d4ca6c2f59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovalRulesCard_rule$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalRuleDialog_rule" | "ApprovalRuleRow_rule">;
  readonly " $fragmentType": "ApprovalRulesCard_rule";
};
export type ApprovalRulesCard_rule$key = {
  readonly " $data"?: ApprovalRulesCard_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalRulesCard_rule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovalRulesCard_rule",
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
      "name": "name",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApprovalRuleRow_rule"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApprovalRuleDialog_rule"
    }
  ],
  "type": "ApprovalRule",
  "abstractKey": null
};

(node as any).hash = "75cdeb6ea2a88547748b3928f99844fa";

export default node;
