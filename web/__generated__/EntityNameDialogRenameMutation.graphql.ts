/**
 * @generated SignedSource<<a6e715952669a6b692f653f5073c4846>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EntityRenameInput = {
  entityId: string;
  name: string;
};
export type EntityNameDialogRenameMutation$variables = {
  input: EntityRenameInput;
};
export type EntityNameDialogRenameMutation$data = {
  readonly entityRename: {
    readonly entity: {
      readonly bankAccountCount: number;
      readonly id: string;
      readonly isDefault: boolean;
      readonly name: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type EntityNameDialogRenameMutation = {
  response: EntityNameDialogRenameMutation$data;
  variables: EntityNameDialogRenameMutation$variables;
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
    "concreteType": "EntityPayload",
    "kind": "LinkedField",
    "name": "entityRename",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "entity",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bankAccountCount",
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
    "name": "EntityNameDialogRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EntityNameDialogRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e676aafccdd46c6766bd8a4fe63dae32",
    "id": null,
    "metadata": {},
    "name": "EntityNameDialogRenameMutation",
    "operationKind": "mutation",
    "text": "mutation EntityNameDialogRenameMutation(\n  $input: EntityRenameInput!\n) {\n  entityRename(input: $input) {\n    entity {\n      id\n      name\n      isDefault\n      bankAccountCount\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "258f779ae8965e9e12e81e4f965d7672";

export default node;
