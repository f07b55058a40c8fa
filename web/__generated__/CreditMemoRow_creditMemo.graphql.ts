/**
 * @generated SignedSource<<33858e479e9b41c1f7f9f8dfb082fb48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreditMemoAction = "APPLY" | "APPROVE" | "CANCEL" | "REJECT" | "SUBMIT" | "%future added value";
export type CreditMemoStatus = "APPLIED" | "CANCELLED" | "DRAFT" | "OPEN" | "PENDING_APPROVAL" | "REJECTED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreditMemoRow_creditMemo$data = {
  readonly actions: ReadonlyArray<CreditMemoAction>;
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly customerId: string;
  readonly customerName: string;
  readonly id: string;
  readonly invoice: {
    readonly id: string;
  } | null | undefined;
  readonly invoiceNumber: string;
  readonly memoDate: string;
  readonly number: string;
  readonly reason: string;
  readonly remainingAmount: {
    readonly amount: string;
  };
  readonly status: CreditMemoStatus;
  readonly " $fragmentSpreads": FragmentRefs<"CreditMemoApplicationsCell_creditMemo" | "CreditMemoReturnsList_creditMemo">;
  readonly " $fragmentType": "CreditMemoRow_creditMemo";
};
export type CreditMemoRow_creditMemo$key = {
  readonly " $data"?: CreditMemoRow_creditMemo$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditMemoRow_creditMemo">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreditMemoRow_creditMemo",
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
      "name": "status",
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
      "name": "memoDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
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
      "name": "customerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesInvoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
        (v1/*:: as any*/),
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "remainingAmount",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreditMemoApplicationsCell_creditMemo"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreditMemoReturnsList_creditMemo"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actions",
      "storageKey": null
    }
  ],
  "type": "CreditMemo",
  "abstractKey": null
};
})();

(node as any).hash = "3a2216a64b1efc03759853abf086cd6d";

export default node;
