/**
 * @generated SignedSource<<8d7a90162b83abad9ee7ab81dad22316>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovalRulesCard_query$data = {
  readonly approvalRules?: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApprovalRuleDialog_rule" | "ApprovalRuleRow_rule">;
  }>;
  readonly roles?: ReadonlyArray<{
    readonly builtIn: boolean;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ApprovalRulesCard_query";
};
export type ApprovalRulesCard_query$key = {
  readonly " $data"?: ApprovalRulesCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalRulesCard_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "withRoles"
    },
    {
      "kind": "RootArgument",
      "name": "withRules"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovalRulesCard_query",
  "selections": [
    {
      "condition": "withRules",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ApprovalRule",
          "kind": "LinkedField",
          "name": "approvalRules",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
          "storageKey": null
        }
      ]
    },
    {
      "condition": "withRoles",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Role",
          "kind": "LinkedField",
          "name": "roles",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "builtIn",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ea20555836119b741c59069d6bc991cd";

export default node;
