/**
 * @generated SignedSource<<14b4d427c123fc23e0c10e9bf00ce103>>
 * @relayHash 30287e8647b4fcea5547df4204221d2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 743aa76dcbb370c77a010e90eb4cc2344d4596e6386ceffe9eb78d8663d75044

import { ConcreteRequest } from 'relay-runtime';
export type PaymentProviderUpdateInput = {
  bankAccountId?: string | null | undefined;
  credentials?: ReadonlyArray<PaymentProviderCredentialInput> | null | undefined;
  name?: string | null | undefined;
  paymentProviderId: string;
};
export type PaymentProviderCredentialInput = {
  key: string;
  value: string;
};
export type useSavePaymentProviderUpdateMutation$variables = {
  input: PaymentProviderUpdateInput;
};
export type useSavePaymentProviderUpdateMutation$data = {
  readonly paymentProviderUpdate: {
    readonly paymentProvider: {
      readonly bankAccount: {
        readonly alias: string;
        readonly id: string;
      } | null | undefined;
      readonly hasCredentials: boolean;
      readonly id: string;
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
export type useSavePaymentProviderUpdateMutation = {
  response: useSavePaymentProviderUpdateMutation$data;
  variables: useSavePaymentProviderUpdateMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PaymentProviderPayload",
    "kind": "LinkedField",
    "name": "paymentProviderUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentProvider",
        "kind": "LinkedField",
        "name": "paymentProvider",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasCredentials",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BankAccount",
            "kind": "LinkedField",
            "name": "bankAccount",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alias",
                "storageKey": null
              }
            ],
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
              (v2/*:: as any*/),
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
    "name": "useSavePaymentProviderUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavePaymentProviderUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "743aa76dcbb370c77a010e90eb4cc2344d4596e6386ceffe9eb78d8663d75044",
    "metadata": {},
    "name": "useSavePaymentProviderUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c2b4a3a5bf4ae026adca1420168f6d8f";

export default node;
