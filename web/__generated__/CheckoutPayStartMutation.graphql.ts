/**
 * @generated SignedSource<<833efb84e02ae07fab8be90e52c68f6b>>
 * @relayHash 76159e05cc0f4142af862b75af134103
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afed58e8c7b68051e2a025e54fbb102cd67a44a2ce74599745506af479696d9d

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutChannel = "BCA_VA" | "BNI_VA" | "BRI_VA" | "MANDIRI_VA" | "PERMATA_VA" | "QRIS" | "%future added value";
export type CheckoutStartInput = {
  channel: CheckoutChannel;
  milestone?: number | null | undefined;
  token: string;
};
export type CheckoutPayStartMutation$variables = {
  input: CheckoutStartInput;
};
export type CheckoutPayStartMutation$data = {
  readonly checkoutStart: {
    readonly charge: {
      readonly paymentUrl: string | null | undefined;
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
export type CheckoutPayStartMutation = {
  response: CheckoutPayStartMutation$data;
  variables: CheckoutPayStartMutation$variables;
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
    "concreteType": "CheckoutPayload",
    "kind": "LinkedField",
    "name": "checkoutStart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckoutCharge",
        "kind": "LinkedField",
        "name": "charge",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentUrl",
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
    "name": "CheckoutPayStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPayStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "afed58e8c7b68051e2a025e54fbb102cd67a44a2ce74599745506af479696d9d",
    "metadata": {},
    "name": "CheckoutPayStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bfcc0c018d418e80de7fab9ffb3aee1c";

export default node;
