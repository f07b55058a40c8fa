/**
 * @generated SignedSource<<84d5c79d17f56e5ab0e80f80e8b2fb13>>
 * @relayHash e74c194ebdc789a83ff8028280762b79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a176073006170b9fd780bd62bf03d1f03357ec4b7009c52569e9863b8a438e58

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationRemoveInput = {
  reconciliationId: string;
};
export type useRemoveReconciliationMutation$variables = {
  input: ReconciliationRemoveInput;
};
export type useRemoveReconciliationMutation$data = {
  readonly reconciliationRemove: {
    readonly removedReconciliationId: string | null | undefined;
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
export type useRemoveReconciliationMutation = {
  response: useRemoveReconciliationMutation$data;
  variables: useRemoveReconciliationMutation$variables;
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
    "concreteType": "ReconciliationRemovePayload",
    "kind": "LinkedField",
    "name": "reconciliationRemove",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedReconciliationId",
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
    "name": "useRemoveReconciliationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveReconciliationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a176073006170b9fd780bd62bf03d1f03357ec4b7009c52569e9863b8a438e58",
    "metadata": {},
    "name": "useRemoveReconciliationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a5af8b5c5ef4d417a63264a3d6aa6ea3";

export default node;
