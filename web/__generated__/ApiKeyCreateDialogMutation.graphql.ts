/**
 * @generated SignedSource<<e483e6e12e1e69dd2acd632f7d09d89b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeyCreateDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ebf9b383a20a9b76410401544bc594a5",
    "id": null,
    "metadata": {},
    "name": "ApiKeyCreateDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ApiKeyCreateDialogMutation(\n  $input: ApiKeyCreateInput!\n) {\n  apiKeyCreate(input: $input) {\n    apiKey {\n      id\n      name\n    }\n    secret\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a94b8474e0c8d7f95eb329321608b7e";

export default node;
