/**
 * @generated SignedSource<<ec90f89d9cc481895ba955dcefa686b3>>
 * @relayHash a72fccf252e7ba12e69173ebcaed5138
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c877735643b36e8ed919b2f7aceb511c87927ee2e1d585dcaafe8c626410770

import { ConcreteRequest } from 'relay-runtime';
export type InvoicePaymentMethod = "BANK_TRANSFER" | "CASH" | "CHEQUE" | "OTHER" | "QRIS" | "VIRTUAL_ACCOUNT" | "%future added value";
export type InvoicePaymentCreateInput = {
  allocations?: ReadonlyArray<PaymentAllocationInput> | null | undefined;
  amount: string;
  currency?: string | null | undefined;
  customerId: string;
  exchangeRate?: string | null | undefined;
  method: InvoicePaymentMethod;
  paymentDate: string;
  reference?: string | null | undefined;
  withholdings?: ReadonlyArray<InvoiceWithholdingInput> | null | undefined;
};
export type PaymentAllocationInput = {
  amount: string;
  invoiceId: string;
};
export type InvoiceWithholdingInput = {
  invoiceId: string;
  slipDate?: string | null | undefined;
  slipNumber?: string | null | undefined;
};
export type InvoiceRecordPaymentDialogMutation$variables = {
  input: InvoicePaymentCreateInput;
};
export type InvoiceRecordPaymentDialogMutation$data = {
  readonly invoicePaymentCreate: {
    readonly invoicePayment: {
      readonly id: string;
      readonly number: string;
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
export type InvoiceRecordPaymentDialogMutation = {
  response: InvoiceRecordPaymentDialogMutation$data;
  variables: InvoiceRecordPaymentDialogMutation$variables;
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
    "name": "invoicePaymentCreate",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
    "name": "InvoiceRecordPaymentDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoiceRecordPaymentDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4c877735643b36e8ed919b2f7aceb511c87927ee2e1d585dcaafe8c626410770",
    "metadata": {},
    "name": "InvoiceRecordPaymentDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c9f16b95a9e39f08cf05afc21fd6f898";

export default node;
