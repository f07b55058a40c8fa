/**
 * @generated SignedSource<<03f2f712748411862296578ce09d7570>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentProviderDeleteInput = {
  paymentProviderId: string;
};
export type PaymentProvidersPageDeleteMutation$variables = {
  input: PaymentProviderDeleteInput;
};
export type PaymentProvidersPageDeleteMutation$data = {
  readonly paymentProviderDelete: {
    readonly deletedPaymentProviderId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type PaymentProvidersPageDeleteMutation = {
  response: PaymentProvidersPageDeleteMutation$data;
  variables: PaymentProvidersPageDeleteMutation$variables;
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
    "name": "PaymentProvidersPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentProvidersPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "df6267f97f6543bb7e8faa354ff76ceb",
    "id": null,
    "metadata": {},
    "name": "PaymentProvidersPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PaymentProvidersPageDeleteMutation(\n  $input: PaymentProviderDeleteInput!\n) {\n  paymentProviderDelete(input: $input) {\n    deletedPaymentProviderId\n    userErrors {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6aed6ab6f67edc5a74a0a228569d7f66";

export default node;
