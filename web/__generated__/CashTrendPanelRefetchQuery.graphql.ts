/**
 * @generated SignedSource<<91c9fc51a791f960bb7f643955c163d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashTrendPanelRefetchQuery$variables = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type CashTrendPanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CashTrendPanel_query">;
};
export type CashTrendPanelRefetchQuery = {
  response: CashTrendPanelRefetchQuery$data;
  variables: CashTrendPanelRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CashTrendPanelRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CashTrendPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashTrendPanelRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashPositionTrend",
        "kind": "LinkedField",
        "name": "cashPositionTrend",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "from",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "interval",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashPositionPoint",
            "kind": "LinkedField",
            "name": "points",
            "plural": true,
            "selections": [
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
                "concreteType": "CashPositionTotal",
                "kind": "LinkedField",
                "name": "totals",
                "plural": true,
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
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "missingRates",
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
    ]
  },
  "params": {
    "cacheID": "88d8a26267d1a2653f718562bd7bc105",
    "id": null,
    "metadata": {},
    "name": "CashTrendPanelRefetchQuery",
    "operationKind": "query",
    "text": "query CashTrendPanelRefetchQuery(\n  $from: Date\n  $to: Date\n) {\n  ...CashTrendPanel_query_1tCgTg\n}\n\nfragment CashTrendPanel_query_1tCgTg on Query {\n  cashPositionTrend(from: $from, to: $to) {\n    from\n    to\n    interval\n    points {\n      date\n      totals {\n        currency\n        amount {\n          amount\n        }\n        missingRates\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "279a9838c5e6b8c013e507bf36ccb320";

export default node;
