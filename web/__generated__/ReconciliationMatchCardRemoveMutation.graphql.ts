/**
 * @generated SignedSource<<f2fdcb76083ae434f9342bd25e0e42a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationRemoveInput = {
  reconciliationId: string;
};
export type ReconciliationMatchCardRemoveMutation$variables = {
  input: ReconciliationRemoveInput;
};
export type ReconciliationMatchCardRemoveMutation$data = {
  readonly reconciliationRemove: {
    readonly removedReconciliationId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ReconciliationMatchCardRemoveMutation = {
  response: ReconciliationMatchCardRemoveMutation$data;
  variables: ReconciliationMatchCardRemoveMutation$variables;
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
    "name": "ReconciliationMatchCardRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationMatchCardRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5ede5edae318d61693faf53a231f9ae1",
    "id": null,
    "metadata": {},
    "name": "ReconciliationMatchCardRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation ReconciliationMatchCardRemoveMutation(\n  $input: ReconciliationRemoveInput!\n) {\n  reconciliationRemove(input: $input) {\n    removedReconciliationId\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a62d587490b5e6438ace098d61f06887";

export default node;
