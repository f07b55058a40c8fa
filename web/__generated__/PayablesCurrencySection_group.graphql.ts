/**
 * @generated SignedSource<<c5642e91ba53f16c04afe9d088a4f19f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayablesCurrencySection_group$data = {
  readonly currency: Currency;
  readonly rows: ReadonlyArray<{
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
    readonly supplierName: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PayablesSupplierRow_row">;
  }>;
  readonly totals: {
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
  readonly " $fragmentType": "PayablesCurrencySection_group";
};
export type PayablesCurrencySection_group$key = {
  readonly " $data"?: PayablesCurrencySection_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayablesCurrencySection_group">;
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
],
v1 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayablesCurrencySection_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgedPayableAmounts",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgedPayableRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
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
          "concreteType": "AgedPayableAmounts",
          "kind": "LinkedField",
          "name": "amounts",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PayablesSupplierRow_row"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AgedPayablesByCurrency",
  "abstractKey": null
};
})();

(node as any).hash = "312c914b7d80302bcde9452c26041d44";

export default node;
