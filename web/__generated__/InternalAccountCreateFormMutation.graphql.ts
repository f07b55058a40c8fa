/**
 * @generated SignedSource<<651033f24668841e58c4a1ccde4e47e6>>
 * @relayHash 0727b87d0243c0e5021290cd594dd3c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c2534dcb504f266862d740bf56682e3118377b0f99b4ad645a2bb6bdb598fa9

import { ConcreteRequest } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
export type BankAccountStatus = "ACTIVE" | "CLOSED" | "DORMANT" | "MATURED" | "NEW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type BankAccountCreateInput = {
  accountName: string;
  accountNumber: string;
  alias: string;
  automatedType?: string | null | undefined;
  bankCode: string;
  connectionType: AccountConnectionType;
  credentials?: BankAccountCredentialsInput | null | undefined;
  currency: Currency;
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
export type InternalAccountCreateFormMutation$variables = {
  input: BankAccountCreateInput;
};
export type InternalAccountCreateFormMutation$data = {
  readonly bankAccountCreate: {
    readonly bankAccount: {
      readonly alias: string;
      readonly id: string;
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
export type InternalAccountCreateFormMutation = {
  response: InternalAccountCreateFormMutation$data;
  variables: InternalAccountCreateFormMutation$variables;
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
    "name": "bankAccountCreate",
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
            "name": "alias",
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
    "name": "InternalAccountCreateFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InternalAccountCreateFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c2534dcb504f266862d740bf56682e3118377b0f99b4ad645a2bb6bdb598fa9",
    "metadata": {},
    "name": "InternalAccountCreateFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f5b28c5489c1b52dcd2bace0cca5879";

export default node;
