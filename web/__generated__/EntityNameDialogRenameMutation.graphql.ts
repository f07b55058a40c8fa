/**
 * @generated SignedSource<<c7404803f841baaf37fa8c9c2f79a99c>>
 * @relayHash d820395e26e9c4ac5bcff1c8c784bc57
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db4facf5a1adb7c8ea2fe8641a167626869bb7416cf5ebd9d281486db09046f0

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
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
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
          (v1/*:: as any*/),
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
    "name": "EntityNameDialogRenameMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EntityNameDialogRenameMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "db4facf5a1adb7c8ea2fe8641a167626869bb7416cf5ebd9d281486db09046f0",
    "metadata": {},
    "name": "EntityNameDialogRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "258f779ae8965e9e12e81e4f965d7672";

export default node;
