/**
 * @generated SignedSource<<c98280d74c84c2bf2cf6f00897a3cbe5>>
 * @relayHash 2153386eb53ade680a113eec0f4beb83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc32e5b0a82271903e4c59e1cce924ceda175aaac617586b668453b091224fac

import { ConcreteRequest } from 'relay-runtime';
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type ReconciliationCreateInput = {
  itemIds: ReadonlyArray<string>;
  partial?: boolean | null | undefined;
  statementTransactionIds: ReadonlyArray<string>;
};
export type useReconciliationCreateMutation$variables = {
  input: ReconciliationCreateInput;
};
export type useReconciliationCreateMutation$data = {
  readonly reconciliationCreate: {
    readonly reconciliation: {
      readonly id: string;
      readonly result: MatchResult;
    } | null | undefined;
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
export type useReconciliationCreateMutation = {
  response: useReconciliationCreateMutation$data;
  variables: useReconciliationCreateMutation$variables;
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
    "concreteType": "ReconciliationPayload",
    "kind": "LinkedField",
    "name": "reconciliationCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reconciliation",
        "kind": "LinkedField",
        "name": "reconciliation",
        "plural": false,
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
            "name": "result",
            "storageKey": null
          }
        ],
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
    "name": "useReconciliationCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReconciliationCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bc32e5b0a82271903e4c59e1cce924ceda175aaac617586b668453b091224fac",
    "metadata": {},
    "name": "useReconciliationCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a8add02b97acb84dbaf4c1a89c229753";

export default node;
