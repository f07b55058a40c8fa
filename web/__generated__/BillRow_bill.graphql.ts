/**
 * @generated SignedSource<<d2c138dca29ef2cbb97b1289b84f3d0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillCategory = "INSURANCE" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type BillPaymentStatus = "PAID" | "PARTIALLY_PAID" | "PAYMENT_IN_PROGRESS" | "UNPAID" | "%future added value";
export type BillStatus = "APPROVED" | "CANCELLED" | "CREATED" | "SUBMITTED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillRow_bill$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly category: BillCategory;
  readonly counterparty: {
    readonly alias: string;
    readonly legalName: string;
  } | null | undefined;
  readonly date: string;
  readonly description: string | null | undefined;
  readonly dueDate: string;
  readonly editable: boolean;
  readonly id: string;
  readonly number: string | null | undefined;
  readonly payingOrder: {
    readonly id: string;
  } | null | undefined;
  readonly paymentStatus: BillPaymentStatus;
  readonly status: BillStatus;
  readonly viewerCanApprove: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"BillStatusCell_bill">;
  readonly " $fragmentType": "BillRow_bill";
};
export type BillRow_bill$key = {
  readonly " $data"?: BillRow_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillRow_bill">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillRow_bill",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
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
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanApprove",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Counterparty",
      "kind": "LinkedField",
      "name": "counterparty",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payingOrder",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillStatusCell_bill"
    }
  ],
  "type": "Bill",
  "abstractKey": null
};
})();

(node as any).hash = "d76c0017730609d593b00c41253d4400";

export default node;
