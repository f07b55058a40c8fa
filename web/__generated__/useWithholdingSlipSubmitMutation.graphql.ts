/**
 * @generated SignedSource<<aa8906b7dd98b0a02d9d34a85f566ae3>>
 * @relayHash 400f9f714d0aa82de20cb6da10bdbffd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0475403eae1855cc840e3ba533fe3530ca7bc3b96e33f0c8296489f25fa3a783

import { ConcreteRequest } from 'relay-runtime';
export type InvoiceWithholdingStatus = "AWAITING_SLIP" | "CANCELLED" | "RECEIVED" | "%future added value";
export type InvoiceWithholdingSlipInput = {
  slipDate: string;
  slipNumber: string;
  withholdingId: string;
};
export type useWithholdingSlipSubmitMutation$variables = {
  input: InvoiceWithholdingSlipInput;
};
export type useWithholdingSlipSubmitMutation$data = {
  readonly invoiceWithholdingReceiveSlip: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly withholding: {
      readonly slipDate: string | null | undefined;
      readonly slipNumber: string | null | undefined;
      readonly status: InvoiceWithholdingStatus;
    } | null | undefined;
  };
};
export type useWithholdingSlipSubmitMutation = {
  response: useWithholdingSlipSubmitMutation$data;
  variables: useWithholdingSlipSubmitMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slipNumber",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slipDate",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWithholdingSlipSubmitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvoiceWithholdingPayload",
        "kind": "LinkedField",
        "name": "invoiceWithholdingReceiveSlip",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InvoiceWithholding",
            "kind": "LinkedField",
            "name": "withholding",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWithholdingSlipSubmitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvoiceWithholdingPayload",
        "kind": "LinkedField",
        "name": "invoiceWithholdingReceiveSlip",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InvoiceWithholding",
            "kind": "LinkedField",
            "name": "withholding",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0475403eae1855cc840e3ba533fe3530ca7bc3b96e33f0c8296489f25fa3a783",
    "metadata": {},
    "name": "useWithholdingSlipSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "716f1571472ba3c96b0f126a44ad7e10";

export default node;
