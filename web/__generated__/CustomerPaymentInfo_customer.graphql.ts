/**
 * @generated SignedSource<<3c45ef5c9a03d6c5c6c29576581620fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingCycle = "BIWEEKLY" | "MONTHLY" | "PER_ORDER" | "WEEKLY" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
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
  readonly paymentTermDays: number | null | undefined;
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

(node as any).hash = "dd1c805840520f1d0f1ddb98c56ae203";

export default node;
