/**
 * @generated SignedSource<<21edc6354a9a37caffb141d3c2f0a8f3>>
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
  readonly returns: ReadonlyArray<{
    readonly invoiceLine: number;
  }>;
  readonly status: CreditMemoStatus;
  readonly version: number;
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
      "concreteType": "CreditMemoReturn",
      "kind": "LinkedField",
      "name": "returns",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceLine",
          "storageKey": null
        }
      ],
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
      "name": "actions",
      "storageKey": null
    }
  ],
  "type": "CreditMemo",
  "abstractKey": null
};
})();

(node as any).hash = "ab4c768740f677e7bd906b94ce901e78";

export default node;
