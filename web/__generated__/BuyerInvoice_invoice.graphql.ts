/**
 * @generated SignedSource<<0ec5ecee9995de651d55b3b821be7c11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoiceLinkInvoiceStatus = "ISSUED" | "PAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BuyerInvoice_invoice$data = {
  readonly bankDetails: string | null | undefined;
  readonly buyerName: string;
  readonly creditedAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly dueDate: string;
  readonly invoiceDate: string;
  readonly lines: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentLinesTable_lines">;
  }>;
  readonly milestones: ReadonlyArray<{
    readonly position: number;
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceMilestones_milestones">;
  }>;
  readonly notes: string | null | undefined;
  readonly number: string;
  readonly paidAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly poReference: string | null | undefined;
  readonly remainingAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly seller: {
    readonly address: string | null | undefined;
    readonly legalName: string | null | undefined;
    readonly name: string;
    readonly nitku: string | null | undefined;
    readonly taxNumber: string | null | undefined;
  };
  readonly status: InvoiceLinkInvoiceStatus;
  readonly totals: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
  };
  readonly " $fragmentType": "BuyerInvoice_invoice";
};
export type BuyerInvoice_invoice$key = {
  readonly " $data"?: BuyerInvoice_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyerInvoice_invoice">;
};

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
  "metadata": null,
  "name": "BuyerInvoice_invoice",
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
      "concreteType": "InvoiceSeller",
      "kind": "LinkedField",
      "name": "seller",
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
          "name": "legalName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nitku",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceDate",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentLinesTable_lines"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentTotalsBlock_totals"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceMilestone",
      "kind": "LinkedField",
      "name": "milestones",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceMilestones_milestones"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "paidAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "creditedAmount",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    }
  ],
  "type": "InvoiceLinkInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "2cb41ef5d1d5c47874edf783836a12de";

export default node;
