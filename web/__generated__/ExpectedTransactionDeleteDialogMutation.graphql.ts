/**
 * @generated SignedSource<<da1f3e5715fd843cb420edb867871cdd>>
 * @relayHash 08dd021fd98fd5ad21eba40a403b8c04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54dc5b8e2be40f75eeaf265e0dcd27f3021b642d56aae411b1925078498b267b

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
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
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
    "id": "54dc5b8e2be40f75eeaf265e0dcd27f3021b642d56aae411b1925078498b267b",
    "metadata": {},
    "name": "ExpectedTransactionDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02ac80377ce992ce543bcca372182c96";

export default node;
