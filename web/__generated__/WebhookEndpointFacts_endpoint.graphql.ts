/**
 * @generated SignedSource<<f337d1913f2442e99aa28ab6b3c7d21f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookEventType = "BILL_CHANGED" | "COUNTERPARTY_CREATED" | "COUNTERPARTY_UPDATED" | "CREDIT_MEMO_ISSUED" | "CUSTOMER_APPROVED" | "CUSTOMER_CHANGED" | "GOODS_RECEIPT_CHANGED" | "IMPORT_FINISHED" | "INVOICE_PAYMENT_CANCELLED" | "INVOICE_PAYMENT_RECORDED" | "PAYMENT_UPDATED" | "PURCHASE_ORDER_CHANGED" | "RECONCILIATION_UPDATED" | "SALES_INVOICE_CANCELLED" | "SALES_INVOICE_ISSUED" | "SALES_INVOICE_OVERDUE" | "SALES_INVOICE_PAID" | "SALES_INVOICE_PARTLY_PAID" | "SALES_ORDER_CHANGED" | "TRANSFER_UPDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointFacts_endpoint$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly eventTypes: ReadonlyArray<WebhookEventType>;
  readonly lastSuccessAt: string | null | undefined;
  readonly previousSecretExpiresAt: string | null | undefined;
  readonly role: {
    readonly builtIn: boolean;
    readonly name: string;
  } | null | undefined;
  readonly secretRotatedAt: string | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpointFacts_endpoint";
};
export type WebhookEndpointFacts_endpoint$key = {
  readonly " $data"?: WebhookEndpointFacts_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointFacts_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpointFacts_endpoint",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "role",
      "plural": false,
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
          "name": "builtIn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSuccessAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secretRotatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousSecretExpiresAt",
      "storageKey": null
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "477b2a4dfde53c30d962dca7aecff955";

export default node;
