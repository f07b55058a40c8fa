/**
 * @generated SignedSource<<1e6c2fe8ad53260a3cdb2fc7c4a9ab0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgedPayableBucket = "DUE_TODAY" | "NOT_DUE_YET" | "OVERDUE_181_365" | "OVERDUE_1_30" | "OVERDUE_31_90" | "OVERDUE_91_180" | "OVERDUE_OVER_365" | "%future added value";
export type BillPaymentStatus = "PAID" | "PARTIALLY_PAID" | "PAYMENT_IN_PROGRESS" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayablesBillRow_bill$data = {
  readonly amount: {
    readonly amount: string;
  };
  readonly bucket: AgedPayableBucket;
  readonly daysOverdue: number;
  readonly dueDate: string;
  readonly number: string | null | undefined;
  readonly outstanding: {
    readonly amount: string;
  };
  readonly paymentStatus: BillPaymentStatus;
  readonly " $fragmentType": "PayablesBillRow_bill";
};
export type PayablesBillRow_bill$key = {
  readonly " $data"?: PayablesBillRow_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayablesBillRow_bill">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayablesBillRow_bill",
  "selections": [
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysOverdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bucket",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "outstanding",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    }
  ],
  "type": "AgedPayableBill",
  "abstractKey": null
};
})();

(node as any).hash = "4a6736175bcf9713bbb43fefdc891c4f";

export default node;
