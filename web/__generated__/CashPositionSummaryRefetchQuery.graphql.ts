/**
 * @generated SignedSource<<308604068f9c120b17a30d32c6a5f87e>>
 * @relayHash 3e18a25292b5ed0c13a3fa14c1a64ca7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bf9bf8382088ffdd0acbd1e30266543b28ef5c8e35d53cc8c4e3d2ea156bebe

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashPositionSummaryRefetchQuery$variables = {
  date?: string | null | undefined;
};
export type CashPositionSummaryRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CashPositionSummary_query">;
};
export type CashPositionSummaryRefetchQuery = {
  response: CashPositionSummaryRefetchQuery$data;
  variables: CashPositionSummaryRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "date",
    "variableName": "date"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "CashPositionTotal",
  "kind": "LinkedField",
  "name": "totals",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missingRates",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
    "storageKey": null
  },
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "CashPositionCurrencyTotal",
    "kind": "LinkedField",
    "name": "currencies",
    "plural": true,
    "selections": [
      (v5/*:: as any*/)
    ],
    "storageKey": null
  },
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "CashPositionAccount",
    "kind": "LinkedField",
    "name": "accounts",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Bank",
        "kind": "LinkedField",
        "name": "bank",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountNumber",
        "storageKey": null
      },
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "entityName",
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "balance",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "balanceAsOf",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "balanceSource",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CashPositionSummaryRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CashPositionSummary_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashPositionSummaryRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashPosition",
        "kind": "LinkedField",
        "name": "cashPosition",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "today",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CashPositionRate",
            "kind": "LinkedField",
            "name": "rates",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FxRate",
                "kind": "LinkedField",
                "name": "rate",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sourceName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "recordedBy",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fullName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountsWithoutBalance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashPositionAccount",
            "kind": "LinkedField",
            "name": "accounts",
            "plural": true,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "BANK",
            "args": [
              {
                "kind": "Literal",
                "name": "by",
                "value": "BANK"
              }
            ],
            "concreteType": "CashPositionGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": "groups(by:\"BANK\")"
          },
          {
            "alias": "ENTITY",
            "args": [
              {
                "kind": "Literal",
                "name": "by",
                "value": "ENTITY"
              }
            ],
            "concreteType": "CashPositionGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": "groups(by:\"ENTITY\")"
          },
          {
            "alias": "CURRENCY",
            "args": [
              {
                "kind": "Literal",
                "name": "by",
                "value": "CURRENCY"
              }
            ],
            "concreteType": "CashPositionGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": "groups(by:\"CURRENCY\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1bf9bf8382088ffdd0acbd1e30266543b28ef5c8e35d53cc8c4e3d2ea156bebe",
    "metadata": {},
    "name": "CashPositionSummaryRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d05d3a8f4be4e79dde88ea00dc763eb0";

export default node;
