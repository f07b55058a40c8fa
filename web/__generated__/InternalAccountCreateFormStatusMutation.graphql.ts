/**
 * @generated SignedSource<<ba8c94c8678ef0fa50f7e07b69d61e9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
export type BankAccountStatus = "ACTIVE" | "CLOSED" | "DORMANT" | "MATURED" | "NEW" | "%future added value";
export type BankAccountUpdateInput = {
  accountName?: string | null | undefined;
  alias?: string | null | undefined;
  automatedType?: string | null | undefined;
  bankAccountId: string;
  connectionType?: AccountConnectionType | null | undefined;
  credentials?: BankAccountCredentialsInput | null | undefined;
  entityId?: string | null | undefined;
  status?: BankAccountStatus | null | undefined;
};
export type BankAccountCredentialsInput = {
  channelId?: string | null | undefined;
  cif?: string | null | undefined;
  clientId?: string | null | undefined;
  clientSecret?: string | null | undefined;
  companyId?: string | null | undefined;
  partnerId?: string | null | undefined;
  password?: string | null | undefined;
  privateKey?: string | null | undefined;
  userId?: string | null | undefined;
};
export type InternalAccountCreateFormStatusMutation$variables = {
  input: BankAccountUpdateInput;
};
export type InternalAccountCreateFormStatusMutation$data = {
  readonly bankAccountUpdate: {
    readonly bankAccount: {
      readonly id: string;
      readonly status: BankAccountStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type InternalAccountCreateFormStatusMutation = {
  response: InternalAccountCreateFormStatusMutation$data;
  variables: InternalAccountCreateFormStatusMutation$variables;
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
    "concreteType": "BankAccountPayload",
    "kind": "LinkedField",
    "name": "bankAccountUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BankAccount",
        "kind": "LinkedField",
        "name": "bankAccount",
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
            "name": "status",
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
    "name": "InternalAccountCreateFormStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InternalAccountCreateFormStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be9a576a930f4ffe0ac32186c414a29c",
    "id": null,
    "metadata": {},
    "name": "InternalAccountCreateFormStatusMutation",
    "operationKind": "mutation",
    "text": "mutation InternalAccountCreateFormStatusMutation(\n  $input: BankAccountUpdateInput!\n) {\n  bankAccountUpdate(input: $input) {\n    bankAccount {\n      id\n      status\n    }\n    userErrors {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba2ef1ae4dcbae5916312d23b3c98977";

export default node;
