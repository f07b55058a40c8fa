/**
 * @generated SignedSource<<910ecf402e251d2923704425c1b10b15>>
 * @relayHash f557346151b396003905a0008869a6b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28266c18a8df8dc83dfd775a79a8856bdddbe85635e781c96dc454b8b33f175d

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationRuleDeleteInput = {
  ruleId: string;
};
export type ReconciliationRuleDeleteDialogMutation$variables = {
  input: ReconciliationRuleDeleteInput;
};
export type ReconciliationRuleDeleteDialogMutation$data = {
  readonly reconciliationRuleDelete: {
    readonly deletedRuleId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
  };
};
export type ReconciliationRuleDeleteDialogMutation = {
  response: ReconciliationRuleDeleteDialogMutation$data;
  variables: ReconciliationRuleDeleteDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReconciliationRuleDeletePayload",
    "kind": "LinkedField",
    "name": "reconciliationRuleDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRuleId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserErrorValue",
            "kind": "LinkedField",
            "name": "values",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationRuleDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationRuleDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "28266c18a8df8dc83dfd775a79a8856bdddbe85635e781c96dc454b8b33f175d",
    "metadata": {},
    "name": "ReconciliationRuleDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6487a4b64a141c288be388dbab8f1e4e";

export default node;
