/**
 * @generated SignedSource<<ed63d70d13fef92cf0a50e4f40c58974>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
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
    readonly dueDate: string;
    readonly number: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PayablesBillRow_bill">;
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
          "name": "dueDate",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PayablesBillRow_bill"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AgedPayableRow",
  "abstractKey": null
};
})();

(node as any).hash = "b776e976cc35827a527df984a7e0b18d";

export default node;
