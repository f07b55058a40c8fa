/**
 * @generated SignedSource<<0ee8bb23582ccb7c270c4169aca435b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentProviderDeleteInput = {
  paymentProviderId: string;
};
export type PaymentProviderDeleteDialogMutation$variables = {
  input: PaymentProviderDeleteInput;
};
export type PaymentProviderDeleteDialogMutation$data = {
  readonly paymentProviderDelete: {
    readonly deletedPaymentProviderId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type PaymentProviderDeleteDialogMutation = {
  response: PaymentProviderDeleteDialogMutation$data;
  variables: PaymentProviderDeleteDialogMutation$variables;
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
    "concreteType": "PaymentProviderDeletePayload",
    "kind": "LinkedField",
    "name": "paymentProviderDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedPaymentProviderId",
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
    "name": "PaymentProviderDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentProviderDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c1ceb2c84ad0a2f6f3c870bb48b9f0ca",
    "id": null,
    "metadata": {},
    "name": "PaymentProviderDeleteDialogMutation",
    "operationKind": "mutation",
    "text": "mutation PaymentProviderDeleteDialogMutation(\n  $input: PaymentProviderDeleteInput!\n) {\n  paymentProviderDelete(input: $input) {\n    deletedPaymentProviderId\n    userErrors {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "20a1cc5809383eafafd6344bde780a5d";

export default node;
