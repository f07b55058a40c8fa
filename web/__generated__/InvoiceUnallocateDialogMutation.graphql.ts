/**
 * @generated SignedSource<<8832a02ab581066685daed19dd350a1f>>
 * @relayHash e3dfdb5fc3521a8f545522ba23e6e555
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38a589d62de646009033df4f6abb65bf750209c0a12fd793bb6baf1b3c6397f3

import { ConcreteRequest } from 'relay-runtime';
export type InvoicePaymentUnallocateInput = {
  allocationId: string;
  invoicePaymentId: string;
};
export type InvoiceUnallocateDialogMutation$variables = {
  input: InvoicePaymentUnallocateInput;
};
export type InvoiceUnallocateDialogMutation$data = {
  readonly invoicePaymentUnallocate: {
    readonly invoicePayment: {
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
export type InvoiceUnallocateDialogMutation = {
  response: InvoiceUnallocateDialogMutation$data;
  variables: InvoiceUnallocateDialogMutation$variables;
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
    "concreteType": "InvoicePaymentPayload",
    "kind": "LinkedField",
    "name": "invoicePaymentUnallocate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InvoicePayment",
        "kind": "LinkedField",
        "name": "invoicePayment",
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
    "name": "InvoiceUnallocateDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoiceUnallocateDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "38a589d62de646009033df4f6abb65bf750209c0a12fd793bb6baf1b3c6397f3",
    "metadata": {},
    "name": "InvoiceUnallocateDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0e342cb1d78b3b91258f2e43acf859f4";

export default node;
