/**
 * @generated SignedSource<<54aa9354aecb28a581faf83f74e43e5b>>
 * @relayHash f78ad8fa7f97e543e88a9da77db089e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a0158306f8b130c1306dd20690909a44c6869fb55280849e1b606c424e3b386

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
      readonly slipDate: string | null | undefined;
      readonly slipNumber: string | null | undefined;
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
    "id": "9a0158306f8b130c1306dd20690909a44c6869fb55280849e1b606c424e3b386",
    "metadata": {},
    "name": "InvoiceSlipDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d0891134fe97989b9e57dda40f792610";

export default node;
