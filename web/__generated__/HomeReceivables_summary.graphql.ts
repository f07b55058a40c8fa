/**
 * @generated SignedSource<<9c1f8e502001b26d9c2e8effe2e91490>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeReceivables_summary$data = {
  readonly receivables: {
    readonly asOf: string;
    readonly currencies: ReadonlyArray<{
      readonly currency: string;
      readonly customers: ReadonlyArray<{
        readonly amounts: {
          readonly current: {
            readonly amount: string;
            readonly currency: Currency;
          };
          readonly overdue1To30: {
            readonly amount: string;
            readonly currency: Currency;
          };
          readonly overdue31To60: {
            readonly amount: string;
            readonly currency: Currency;
          };
          readonly overdue61To90: {
            readonly amount: string;
            readonly currency: Currency;
          };
          readonly overdueOver90: {
            readonly amount: string;
            readonly currency: Currency;
          };
          readonly total: {
            readonly amount: string;
            readonly currency: Currency;
          };
        };
        readonly customerId: string;
        readonly customerName: string;
        readonly invoices: number;
      }>;
      readonly totals: {
        readonly current: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly overdue1To30: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly overdue31To60: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly overdue61To90: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly overdueOver90: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly total: {
          readonly amount: string;
          readonly currency: Currency;
        };
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "HomeReceivables_summary";
};
export type HomeReceivables_summary$key = {
  readonly " $data"?: HomeReceivables_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeReceivables_summary">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "current",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "overdue1To30",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "overdue31To60",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "overdue61To90",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "overdueOver90",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "total",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeReceivables_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AgedReceivables",
      "kind": "LinkedField",
      "name": "receivables",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "asOf",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AgedReceivablesByCurrency",
          "kind": "LinkedField",
          "name": "currencies",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "AgedReceivableAmounts",
              "kind": "LinkedField",
              "name": "totals",
              "plural": false,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "AgedReceivableCustomer",
              "kind": "LinkedField",
              "name": "customers",
              "plural": true,
              "selections": [
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
                  "kind": "ScalarField",
                  "name": "customerName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "invoices",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "AgedReceivableAmounts",
                  "kind": "LinkedField",
                  "name": "amounts",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeSummary",
  "abstractKey": null
};
})();

(node as any).hash = "6b5e3ae44563c288aebb57bd87240b82";

export default node;
