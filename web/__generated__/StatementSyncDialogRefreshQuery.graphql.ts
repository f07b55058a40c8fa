/**
 * @generated SignedSource<<fb456b4e95a54bb6ff1989db352710e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BalanceSource = "API" | "CRAWLER" | "MANUAL" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type StatementSyncStatus = "FAILED" | "SUCCEEDED" | "%future added value";
export type StatementSyncDialogRefreshQuery$variables = {
  id: string;
};
export type StatementSyncDialogRefreshQuery$data = {
  readonly node: {
    readonly balance?: {
      readonly asOf: string;
      readonly available: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly source: BalanceSource;
    } | null | undefined;
    readonly id?: string;
    readonly syncSchedule?: {
      readonly intervalMinutes: number;
      readonly lastError: string | null | undefined;
      readonly lastRunAt: string | null | undefined;
      readonly lastStatus: StatementSyncStatus | null | undefined;
      readonly nextRunAt: string;
      readonly syncedThrough: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type StatementSyncDialogRefreshQuery = {
  response: StatementSyncDialogRefreshQuery$data;
  variables: StatementSyncDialogRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Balance",
  "kind": "LinkedField",
  "name": "balance",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "available",
      "plural": false,
      "selections": [
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
      ],
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "StatementSyncSchedule",
  "kind": "LinkedField",
  "name": "syncSchedule",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "intervalMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextRunAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastRunAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "syncedThrough",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementSyncDialogRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "BankAccount",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatementSyncDialogRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "BankAccount",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f797163d7a2ba3ffe95c436e86b169f3",
    "id": null,
    "metadata": {},
    "name": "StatementSyncDialogRefreshQuery",
    "operationKind": "query",
    "text": "query StatementSyncDialogRefreshQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on BankAccount {\n      id\n      balance {\n        available {\n          amount\n          currency\n        }\n        asOf\n        source\n      }\n      syncSchedule {\n        intervalMinutes\n        nextRunAt\n        lastRunAt\n        lastStatus\n        lastError\n        syncedThrough\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbb009773252c6e74c0d13daae23b20b";

export default node;
