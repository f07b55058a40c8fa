/**
 * @generated SignedSource<<0a8d5382ed1c8a02a027bf6f61cc6e7c>>
 * @relayHash c1ceb2c84ad0a2f6f3c870bb48b9f0ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9596cebe9b578c3a246e906cce2d12ea26dbef27606e19062e859c4b93c4efda

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
    "id": "9596cebe9b578c3a246e906cce2d12ea26dbef27606e19062e859c4b93c4efda",
    "metadata": {},
    "name": "PaymentProviderDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20a1cc5809383eafafd6344bde780a5d";

export default node;
