/**
 * @generated SignedSource<<9bb633aee51d4d7f866bb5ff7846bdf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgedPayableBucket = "DUE_TODAY" | "NOT_DUE_YET" | "OVERDUE_181_365" | "OVERDUE_1_30" | "OVERDUE_31_90" | "OVERDUE_91_180" | "OVERDUE_OVER_365" | "%future added value";
export type BillPaymentStatus = "PAID" | "PARTIALLY_PAID" | "PAYMENT_IN_PROGRESS" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayablesSupplierRow_row$data = {
  readonly amounts: {
    readonly dueToday: {
      readonly amount: string;
    };
    readonly notDueYet: {
      readonly amount: string;
    };
    readonly overdue181To365: {
      readonly amount: string;
    };
    readonly overdue1To30: {
      readonly amount: string;
    };
    readonly overdue31To90: {
      readonly amount: string;
    };
    readonly overdue91To180: {
      readonly amount: string;
    };
    readonly overdueOver365: {
      readonly amount: string;
    };
    readonly total: {
      readonly amount: string;
    };
  };
  readonly bills: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
    };
    readonly bucket: AgedPayableBucket;
    readonly date: string;
    readonly daysOverdue: number;
    readonly dueDate: string;
    readonly number: string | null | undefined;
    readonly outstanding: {
      readonly amount: string;
    };
    readonly paymentStatus: BillPaymentStatus;
  }>;
  readonly counterparty: {
    readonly legalName: string;
  } | null | undefined;
  readonly supplierName: string | null | undefined;
  readonly " $fragmentType": "PayablesSupplierRow_row";
};
export type PayablesSupplierRow_row$key = {
  readonly " $data"?: PayablesSupplierRow_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayablesSupplierRow_row">;
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
  "name": "PayablesSupplierRow_row",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
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
          "name": "legalName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgedPayableAmounts",
      "kind": "LinkedField",
      "name": "amounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "notDueYet",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "dueToday",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "overdue1To30",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "overdue31To90",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "overdue91To180",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "overdue181To365",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "overdueOver365",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgedPayableBill",
      "kind": "LinkedField",
      "name": "bills",
      "plural": true,
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
      "storageKey": null
    }
  ],
  "type": "AgedPayableRow",
  "abstractKey": null
};
})();

(node as any).hash = "149cfcfad9e9f38221a8d7e27845b9a9";

export default node;
