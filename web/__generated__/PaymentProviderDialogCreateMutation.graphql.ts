/**
 * @generated SignedSource<<c0148ac4b0ce9c494c9f8a2d5e261c3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
export type PaymentProviderDialogCreateMutation$variables = {
  input: PaymentProviderCreateInput;
};
export type PaymentProviderDialogCreateMutation$data = {
  readonly paymentProviderCreate: {
    readonly paymentProvider: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type PaymentProviderDialogCreateMutation = {
  response: PaymentProviderDialogCreateMutation$data;
  variables: PaymentProviderDialogCreateMutation$variables;
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
    "name": "PaymentProviderDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentProviderDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8902ce2ac75ed68970f6cd688011b56b",
    "id": null,
    "metadata": {},
    "name": "PaymentProviderDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation PaymentProviderDialogCreateMutation(\n  $input: PaymentProviderCreateInput!\n) {\n  paymentProviderCreate(input: $input) {\n    paymentProvider {\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "784e6d121088094b56e39a7114f2f4cd";

export default node;
