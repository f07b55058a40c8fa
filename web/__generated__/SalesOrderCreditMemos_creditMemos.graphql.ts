/**
 * @generated SignedSource<<1f8f7d1afd6757d210c9370d527344d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreditMemoStatus = "APPLIED" | "CANCELLED" | "DRAFT" | "OPEN" | "PENDING_APPROVAL" | "REJECTED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SalesOrderCreditMemos_creditMemos$data = ReadonlyArray<{
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly id: string;
  readonly invoiceNumber: string;
  readonly memoDate: string;
  readonly number: string;
  readonly reason: string;
  readonly remainingAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly status: CreditMemoStatus;
  readonly " $fragmentType": "SalesOrderCreditMemos_creditMemos";
}>;
export type SalesOrderCreditMemos_creditMemos$key = ReadonlyArray<{
  readonly " $data"?: SalesOrderCreditMemos_creditMemos$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderCreditMemos_creditMemos">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SalesOrderCreditMemos_creditMemos",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memoDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
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
      "name": "remainingAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "CreditMemo",
  "abstractKey": null
};
})();

(node as any).hash = "1ee8261542e32b2d719d005698a554e3";

export default node;
