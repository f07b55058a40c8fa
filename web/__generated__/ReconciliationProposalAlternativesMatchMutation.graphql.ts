/**
 * @generated SignedSource<<fd527e9dc89003be1d1f9d0cf8073d16>>
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
export type ReconciliationProposalAlternativesMatchMutation$variables = {
  input: ReconciliationCreateInput;
};
export type ReconciliationProposalAlternativesMatchMutation$data = {
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
export type ReconciliationProposalAlternativesMatchMutation = {
  response: ReconciliationProposalAlternativesMatchMutation$data;
  variables: ReconciliationProposalAlternativesMatchMutation$variables;
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
    "name": "ReconciliationProposalAlternativesMatchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationProposalAlternativesMatchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "26e18ca6c35d2a0787c0165ae0b9a0a7",
    "id": null,
    "metadata": {},
    "name": "ReconciliationProposalAlternativesMatchMutation",
    "operationKind": "mutation",
    "text": "mutation ReconciliationProposalAlternativesMatchMutation(\n  $input: ReconciliationCreateInput!\n) {\n  reconciliationCreate(input: $input) {\n    reconciliation {\n      id\n      result\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a406cc506fccc15920948b13ea54b45";

export default node;
