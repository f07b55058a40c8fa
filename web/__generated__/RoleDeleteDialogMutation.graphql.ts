/**
 * @generated SignedSource<<f959f8423c8e67e20fffa5ccee8e7a26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RoleDeleteInput = {
  roleId: string;
};
export type RoleDeleteDialogMutation$variables = {
  input: RoleDeleteInput;
};
export type RoleDeleteDialogMutation$data = {
  readonly roleDelete: {
    readonly deletedRoleId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type RoleDeleteDialogMutation = {
  response: RoleDeleteDialogMutation$data;
  variables: RoleDeleteDialogMutation$variables;
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
    "concreteType": "RoleDeletePayload",
    "kind": "LinkedField",
    "name": "roleDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRoleId",
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
    "name": "RoleDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoleDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "13ca6783579a55b9cbd4deaa0282d05d",
    "id": null,
    "metadata": {},
    "name": "RoleDeleteDialogMutation",
    "operationKind": "mutation",
    "text": "mutation RoleDeleteDialogMutation(\n  $input: RoleDeleteInput!\n) {\n  roleDelete(input: $input) {\n    deletedRoleId\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "59e3508b688acb1af8ff625a4d81bae1";

export default node;
