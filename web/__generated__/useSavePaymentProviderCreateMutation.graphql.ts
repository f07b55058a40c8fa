/**
 * @generated SignedSource<<0c9df25db38a161c8d1b3e3a2a3804bf>>
 * @relayHash 424aca8bf45f6d4d1000a7aeb809296c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ead46c7bd0a2eb8f7c406cd7fcc632a6a3d3b4b9ac9554a5db3f546bd6c4657

import { ConcreteRequest } from 'relay-runtime';
export type PaymentProviderCode = "DANA" | "DOKU" | "FASPAY" | "MIDTRANS" | "OY" | "XENDIT" | "%future added value";
export type PaymentProviderCreateInput = {
  bankAccountId: string;
  credentials: ReadonlyArray<PaymentProviderCredentialInput>;
  name: string;
  provider: PaymentProviderCode;
};
export type PaymentProviderCredentialInput = {
  key: string;
  value: string;
};
export type useSavePaymentProviderCreateMutation$variables = {
  input: PaymentProviderCreateInput;
};
export type useSavePaymentProviderCreateMutation$data = {
  readonly paymentProviderCreate: {
    readonly paymentProvider: {
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
export type useSavePaymentProviderCreateMutation = {
  response: useSavePaymentProviderCreateMutation$data;
  variables: useSavePaymentProviderCreateMutation$variables;
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
    "concreteType": "PaymentProviderPayload",
    "kind": "LinkedField",
    "name": "paymentProviderCreate",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useSavePaymentProviderCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavePaymentProviderCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3ead46c7bd0a2eb8f7c406cd7fcc632a6a3d3b4b9ac9554a5db3f546bd6c4657",
    "metadata": {},
    "name": "useSavePaymentProviderCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "11ab22087bdb56b9bb21212fa6df0324";

export default node;
