/**
 * @generated SignedSource<<87ef586456810f7d0ab460b5f28c1f50>>
 * @relayHash 2811a9952b6c167c2ac5015ac917e7b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5210675d771725cc337bef3b9744985d6c3ca90e9bd594397b1cf4e5e2582692

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEventType = "BILL_CHANGED" | "COUNTERPARTY_CREATED" | "COUNTERPARTY_UPDATED" | "CREDIT_MEMO_ISSUED" | "CUSTOMER_APPROVED" | "CUSTOMER_CHANGED" | "GOODS_RECEIPT_CHANGED" | "IMPORT_FINISHED" | "INVOICE_PAYMENT_CANCELLED" | "INVOICE_PAYMENT_RECORDED" | "PAYMENT_UPDATED" | "PURCHASE_ORDER_CHANGED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_CANCELLED" | "SALES_INVOICE_ISSUED" | "SALES_INVOICE_OVERDUE" | "SALES_INVOICE_PAID" | "SALES_INVOICE_PARTLY_PAID" | "SALES_ORDER_CHANGED" | "TRANSFER_UPDATED" | "%future added value";
export type WebhookEndpointUpdateInput = {
  description?: string | null | undefined;
  eventTypes: ReadonlyArray<WebhookEventType>;
  name: string;
  roleId: string;
  url: string;
  webhookEndpointId: string;
};
export type WebhookEndpointDialogUpdateMutation$variables = {
  input: WebhookEndpointUpdateInput;
};
export type WebhookEndpointDialogUpdateMutation$data = {
  readonly webhookEndpointUpdate: {
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
      readonly description: string | null | undefined;
      readonly eventTypes: ReadonlyArray<WebhookEventType>;
      readonly id: string;
      readonly name: string;
      readonly role: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly url: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointRow_endpoint">;
    } | null | undefined;
  };
};
export type WebhookEndpointDialogUpdateMutation = {
  response: WebhookEndpointDialogUpdateMutation$data;
  variables: WebhookEndpointDialogUpdateMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventTypes",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Role",
  "kind": "LinkedField",
  "name": "role",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
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
        (v3/*:: as any*/),
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
    "name": "WebhookEndpointDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "webhookEndpointUpdate",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WebhookEndpointRow_endpoint"
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
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
    "name": "WebhookEndpointDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "webhookEndpointUpdate",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disabledReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSuccessAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5210675d771725cc337bef3b9744985d6c3ca90e9bd594397b1cf4e5e2582692",
    "metadata": {},
    "name": "WebhookEndpointDialogUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "37a49ccc7b693ac41a1450c8ff097fea";

export default node;
