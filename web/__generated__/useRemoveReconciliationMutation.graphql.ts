/**
 * @generated SignedSource<<d391117392f25f55d3ef1a791cb75147>>
 * @relayHash 8ac61c6ea88fa4f672c918d11c056423
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9e3b5107c5433dc66e75639aee25657a68443c987423ba69b33588e76e719d9

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
    "id": "c9e3b5107c5433dc66e75639aee25657a68443c987423ba69b33588e76e719d9",
    "metadata": {},
    "name": "useRemoveReconciliationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8eb77ccd81cd28af6e9d7d4b3be418d0";

export default node;
