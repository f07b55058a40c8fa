/**
 * @generated SignedSource<<920fa40e8012d8d1548588dc1cfcad9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvoiceWithholdingStatus = "AWAITING_SLIP" | "CANCELLED" | "RECEIVED" | "%future added value";
export type InvoiceWithholdingSlipInput = {
  slipDate: string;
  slipNumber: string;
  withholdingId: string;
};
export type InvoiceSlipDialogMutation$variables = {
  input: InvoiceWithholdingSlipInput;
};
export type InvoiceSlipDialogMutation$data = {
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
      readonly status: InvoiceWithholdingStatus;
    } | null | undefined;
  };
};
export type InvoiceSlipDialogMutation = {
  response: InvoiceSlipDialogMutation$data;
  variables: InvoiceSlipDialogMutation$variables;
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
    "name": "InvoiceSlipDialogMutation",
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "InvoiceSlipDialogMutation",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "165e2fa2b3c7a60b3b30bb016e54df6a",
    "id": null,
    "metadata": {},
    "name": "InvoiceSlipDialogMutation",
    "operationKind": "mutation",
    "text": "mutation InvoiceSlipDialogMutation(\n  $input: InvoiceWithholdingSlipInput!\n) {\n  invoiceWithholdingReceiveSlip(input: $input) {\n    withholding {\n      status\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8a1f6d5ba74a5ab25f0c5560f04830d";

export default node;
