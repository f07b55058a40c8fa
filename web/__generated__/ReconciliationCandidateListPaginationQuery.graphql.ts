/**
 * @generated SignedSource<<f2127d6da8599d773502096198084be4>>
 * @relayHash 22ee614baf205156425caac531ede515
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4f9be4d97fa15d7bfe6069279f4d6d6d973669ca9e450bf39fc0a135b2193ad

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconcilableItemKind = "BILL" | "EXPECTED_TRANSACTION" | "INVOICE_PAYMENT" | "PAYMENT" | "PAYMENT_SETTLEMENT" | "SALES_INVOICE" | "TRANSFER" | "%future added value";
export type ReconciliationCandidateListPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  kinds?: ReadonlyArray<ReconcilableItemKind> | null | undefined;
  lineId: string;
  search?: string | null | undefined;
};
export type ReconciliationCandidateListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationCandidateList_query">;
};
export type ReconciliationCandidateListPaginationQuery = {
  response: ReconciliationCandidateListPaginationQuery$data;
  variables: ReconciliationCandidateListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kinds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lineId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "kinds",
  "variableName": "kinds"
},
v2 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "matchableWith",
    "variableName": "lineId"
  },
  (v2/*:: as any*/)
],
v4 = [
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationCandidateListPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "lineId",
            "variableName": "lineId"
          },
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ReconciliationCandidateList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationCandidateListPaginationQuery",
    "selections": [
      {
        "alias": "candidates",
        "args": (v3/*:: as any*/),
        "concreteType": "ReconcilableItemConnection",
        "kind": "LinkedField",
        "name": "reconcilableItems",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReconcilableItemEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reference",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "counterpartyName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
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
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "amount",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "openAmount",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      }
                    ],
                    "type": "Node",
                    "abstractKey": "__isNode"
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
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "candidates",
        "args": (v3/*:: as any*/),
        "filters": [
          "matchableWith",
          "search",
          "kinds"
        ],
        "handle": "connection",
        "key": "ReconciliationCandidateList_candidates",
        "kind": "LinkedHandle",
        "name": "reconcilableItems"
      }
    ]
  },
  "params": {
    "id": "b4f9be4d97fa15d7bfe6069279f4d6d6d973669ca9e450bf39fc0a135b2193ad",
    "metadata": {},
    "name": "ReconciliationCandidateListPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5d962e936bf016d86135c0e479eda309";

export default node;
