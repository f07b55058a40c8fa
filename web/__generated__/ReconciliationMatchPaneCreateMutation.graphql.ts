/**
 * @generated SignedSource<<322df262f3f798adc8d4bc50db4a6b3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type ReconciliationCreateInput = {
  itemIds: ReadonlyArray<string>;
  partial?: boolean | null | undefined;
  statementTransactionIds: ReadonlyArray<string>;
};
export type ReconciliationMatchPaneCreateMutation$variables = {
  input: ReconciliationCreateInput;
};
export type ReconciliationMatchPaneCreateMutation$data = {
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
export type ReconciliationMatchPaneCreateMutation = {
  response: ReconciliationMatchPaneCreateMutation$data;
  variables: ReconciliationMatchPaneCreateMutation$variables;
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
    "name": "ReconciliationMatchPaneCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationMatchPaneCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c0c4555bba4b3afb6b9b1943a6d22cc",
    "id": null,
    "metadata": {},
    "name": "ReconciliationMatchPaneCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ReconciliationMatchPaneCreateMutation(\n  $input: ReconciliationCreateInput!\n) {\n  reconciliationCreate(input: $input) {\n    reconciliation {\n      id\n      result\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c412c0cefadd9efe17d3af4d2604c3d";

export default node;
