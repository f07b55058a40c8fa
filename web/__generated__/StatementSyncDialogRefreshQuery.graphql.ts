/**
 * @generated SignedSource<<54d6d7ed501833747c9bd5f5c0bf0b15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StatementSyncStatus = "FAILED" | "SUCCEEDED" | "%future added value";
export type StatementSyncDialogRefreshQuery$variables = {
  id: string;
};
export type StatementSyncDialogRefreshQuery$data = {
  readonly node: {
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
              (v3/*:: as any*/)
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
              (v3/*:: as any*/)
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
    "cacheID": "fb33c14182d8a37c70525056e75fd88f",
    "id": null,
    "metadata": {},
    "name": "StatementSyncDialogRefreshQuery",
    "operationKind": "query",
    "text": "query StatementSyncDialogRefreshQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on BankAccount {\n      id\n      syncSchedule {\n        intervalMinutes\n        nextRunAt\n        lastRunAt\n        lastStatus\n        lastError\n        syncedThrough\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "90015b657e22f41630df5be5820fd5c6";

export default node;
