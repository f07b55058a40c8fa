/**
 * @generated SignedSource<<ad7dc3d4ef504a2a936079597ac60eb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingCycle = "BIWEEKLY" | "MONTHLY" | "PER_ORDER" | "WEEKLY" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CustomerStatus = "ACTIVE" | "CANCELLED" | "DEACTIVATED" | "EXPIRED" | "INVITED" | "REJECTED" | "REQUEST_SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerPaymentInfo_customer$data = {
  readonly approvedAt: string | null | undefined;
  readonly approvedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly billingCycle: BillingCycle | null | undefined;
  readonly creditLimit: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly email: string;
  readonly id: string;
  readonly name: string | null | undefined;
  readonly paymentTermDays: number | null | undefined;
  readonly status: CustomerStatus;
  readonly version: number;
  readonly " $fragmentType": "CustomerPaymentInfo_customer";
};
export type CustomerPaymentInfo_customer$key = {
  readonly " $data"?: CustomerPaymentInfo_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerPaymentInfo_customer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerPaymentInfo_customer",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTermDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingCycle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "creditLimit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
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
      "name": "approvedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    }
  ],
  "type": "Customer",
  "abstractKey": null
};

(node as any).hash = "a0f2c94a98aa50ab208c1e0329ee5da3";

export default node;
