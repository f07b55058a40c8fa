/**
 * @generated SignedSource<<871cf9f54c6ebcd9d9793e3cb03e3fd3>>
 * @relayHash db38624051a181aa830773e592f458f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dc3db8e02c77fb4ec31d80410221656b84b4d1649beea1fe5185e713005fbd4

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeyCreateInput = {
  expiresInDays: number;
  name: string;
  roleId: string;
};
export type ApiKeyCreateDialogMutation$variables = {
  input: ApiKeyCreateInput;
};
export type ApiKeyCreateDialogMutation$data = {
  readonly apiKeyCreate: {
    readonly apiKey: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly secret: string | null | undefined;
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
export type ApiKeyCreateDialogMutation = {
  response: ApiKeyCreateDialogMutation$data;
  variables: ApiKeyCreateDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ApiKeyCreatePayload",
    "kind": "LinkedField",
    "name": "apiKeyCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiKey",
        "kind": "LinkedField",
        "name": "apiKey",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
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
              (v1/*:: as any*/),
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
    "name": "ApiKeyCreateDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeyCreateDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7dc3db8e02c77fb4ec31d80410221656b84b4d1649beea1fe5185e713005fbd4",
    "metadata": {},
    "name": "ApiKeyCreateDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a94b8474e0c8d7f95eb329321608b7e";

export default node;
