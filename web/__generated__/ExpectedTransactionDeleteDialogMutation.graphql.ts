/**
 * @generated SignedSource<<4377648e44b77426c0e54a6ddc6399f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ExpectedTransactionDeleteInput = {
  expectedTransactionId: string;
};
export type ExpectedTransactionDeleteDialogMutation$variables = {
  input: ExpectedTransactionDeleteInput;
};
export type ExpectedTransactionDeleteDialogMutation$data = {
  readonly expectedTransactionDelete: {
    readonly deletedExpectedTransactionId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ExpectedTransactionDeleteDialogMutation = {
  response: ExpectedTransactionDeleteDialogMutation$data;
  variables: ExpectedTransactionDeleteDialogMutation$variables;
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
    "concreteType": "ExpectedTransactionDeletePayload",
    "kind": "LinkedField",
    "name": "expectedTransactionDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedExpectedTransactionId",
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
    "name": "ExpectedTransactionDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExpectedTransactionDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "54a2baa0c36c02d87dad9fc9ae8e322a",
    "id": null,
    "metadata": {},
    "name": "ExpectedTransactionDeleteDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ExpectedTransactionDeleteDialogMutation(\n  $input: ExpectedTransactionDeleteInput!\n) {\n  expectedTransactionDelete(input: $input) {\n    deletedExpectedTransactionId\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "02ac80377ce992ce543bcca372182c96";

export default node;
