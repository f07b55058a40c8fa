/**
 * @generated SignedSource<<e211058ffee9932104d2372fd0ae7497>>
 * @relayHash a32a881ba3934a9feda40dffd1b98caf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94512199a3da36ab77bd4ece478025210eb693c6e114a86eee60af4ee86c18ba

import { ConcreteRequest } from 'relay-runtime';
export type BankAccountDeleteInput = {
  bankAccountId: string;
};
export type InternalAccountDeleteDialogMutation$variables = {
  input: BankAccountDeleteInput;
};
export type InternalAccountDeleteDialogMutation$data = {
  readonly bankAccountDelete: {
    readonly deletedBankAccountId: string | null | undefined;
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
export type InternalAccountDeleteDialogMutation = {
  response: InternalAccountDeleteDialogMutation$data;
  variables: InternalAccountDeleteDialogMutation$variables;
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
    "concreteType": "BankAccountDeletePayload",
    "kind": "LinkedField",
    "name": "bankAccountDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedBankAccountId",
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
    "name": "InternalAccountDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InternalAccountDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "94512199a3da36ab77bd4ece478025210eb693c6e114a86eee60af4ee86c18ba",
    "metadata": {},
    "name": "InternalAccountDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c0f541ad5017931acd1f40592c4c028e";

export default node;
