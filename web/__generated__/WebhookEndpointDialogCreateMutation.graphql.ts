/**
 * @generated SignedSource<<7aeb96649796e5932792856d3a382785>>
 * @relayHash 30976bff0404a69db8e6638b9f82f288
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6668a8de01d1645a0e330cb7413f04339c88ce73a5a4c6d07f9eca6026887796

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "BILL_CHANGED" | "COUNTERPARTY_CREATED" | "COUNTERPARTY_UPDATED" | "CREDIT_MEMO_ISSUED" | "CUSTOMER_APPROVED" | "CUSTOMER_CHANGED" | "GOODS_RECEIPT_CHANGED" | "IMPORT_FINISHED" | "INVOICE_PAYMENT_CANCELLED" | "INVOICE_PAYMENT_RECORDED" | "PAYMENT_UPDATED" | "PURCHASE_ORDER_CHANGED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_CANCELLED" | "SALES_INVOICE_ISSUED" | "SALES_INVOICE_OVERDUE" | "SALES_INVOICE_PAID" | "SALES_INVOICE_PARTLY_PAID" | "SALES_ORDER_CHANGED" | "TRANSFER_UPDATED" | "%future added value";
export type WebhookEndpointCreateInput = {
  description?: string | null | undefined;
  eventTypes: ReadonlyArray<WebhookEventType>;
  name: string;
  roleId: string;
  url: string;
};
export type WebhookEndpointDialogCreateMutation$variables = {
  input: WebhookEndpointCreateInput;
};
export type WebhookEndpointDialogCreateMutation$data = {
  readonly webhookEndpointCreate: {
    readonly secret: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly webhookEndpoint: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type WebhookEndpointDialogCreateMutation = {
  response: WebhookEndpointDialogCreateMutation$data;
  variables: WebhookEndpointDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "WebhookEndpointSecretPayload",
    "kind": "LinkedField",
    "name": "webhookEndpointCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
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
              (v1/*:: as any*/),
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
    "name": "WebhookEndpointDialogCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointDialogCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6668a8de01d1645a0e330cb7413f04339c88ce73a5a4c6d07f9eca6026887796",
    "metadata": {},
    "name": "WebhookEndpointDialogCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "53be9187375697d4383983d86d907d41";

export default node;
