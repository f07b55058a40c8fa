/**
 * @generated SignedSource<<aa5573b2528374cefcf9779696b0d1a9>>
 * @relayHash 608b4da8bee9bdedc7f6dc3a9e64d9b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7e261583d4172e80d0f5d7b2e13c5940f5ca5768622ad0b7f4712b683e33df4

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
    "id": "e7e261583d4172e80d0f5d7b2e13c5940f5ca5768622ad0b7f4712b683e33df4",
    "metadata": {},
    "name": "useReconciliationCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9bbc0fce47d1e81db8b43e58a4eab303";

export default node;
