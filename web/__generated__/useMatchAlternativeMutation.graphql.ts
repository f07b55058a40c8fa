/**
 * @generated SignedSource<<a01901d5bfe2e2e0a8e9414d0517c362>>
 * @relayHash 2840307cf088e026e53a7fa871e05c11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbf8691b00c6a4b3303db4bf91633a94cd94009f2269904eb98a3d3b9451e73d

import { ConcreteRequest } from 'relay-runtime';
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type ReconciliationCreateInput = {
  itemIds: ReadonlyArray<string>;
  partial?: boolean | null | undefined;
  statementTransactionIds: ReadonlyArray<string>;
};
export type useMatchAlternativeMutation$variables = {
  input: ReconciliationCreateInput;
};
export type useMatchAlternativeMutation$data = {
  readonly reconciliationCreate: {
    readonly reconciliation: {
      readonly id: string;
      readonly result: MatchResult;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMatchAlternativeMutation = {
  response: useMatchAlternativeMutation$data;
  variables: useMatchAlternativeMutation$variables;
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
    "name": "useMatchAlternativeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMatchAlternativeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dbf8691b00c6a4b3303db4bf91633a94cd94009f2269904eb98a3d3b9451e73d",
    "metadata": {},
    "name": "useMatchAlternativeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b944824b1a9c9a6fe8d4389335b3c3a5";

export default node;
