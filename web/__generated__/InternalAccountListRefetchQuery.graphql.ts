/**
 * @generated SignedSource<<8aadce6e1eddfa07f07708f6d85052c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InternalAccountListRefetchQuery$variables = {
  currency?: Currency | null | undefined;
  search?: string | null | undefined;
};
export type InternalAccountListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"InternalAccountList_query">;
};
export type InternalAccountListRefetchQuery = {
  response: InternalAccountListRefetchQuery$data;
  variables: InternalAccountListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currency"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "currency",
    "variableName": "currency"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
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
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDefault",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InternalAccountListRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "InternalAccountList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InternalAccountListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BankAccount",
        "kind": "LinkedField",
        "name": "bankAccounts",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alias",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountName",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connectionType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "automatedType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasCredentials",
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
            "concreteType": "Bank",
            "kind": "LinkedField",
            "name": "bank",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "automatedTypes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
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
                  (v3/*:: as any*/)
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
          {
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "entities",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d97aa426126998fc954af4f5d0a9d039",
    "id": null,
    "metadata": {},
    "name": "InternalAccountListRefetchQuery",
    "operationKind": "query",
    "text": "query InternalAccountListRefetchQuery(\n  $currency: Currency\n  $search: String\n) {\n  ...InternalAccountList_query_4bDKpY\n}\n\nfragment ConnectionBadge_bankAccount on BankAccount {\n  connectionType\n  automatedType\n  hasCredentials\n}\n\nfragment InternalAccountEditDialog_bankAccount on BankAccount {\n  id\n  alias\n  accountName\n  accountNumber\n  currency\n  connectionType\n  automatedType\n  hasCredentials\n  status\n  bank {\n    code\n    name\n    automatedTypes\n  }\n  entity {\n    id\n  }\n}\n\nfragment InternalAccountEditDialog_query on Query {\n  entities {\n    id\n    name\n    isDefault\n  }\n}\n\nfragment InternalAccountList_query_4bDKpY on Query {\n  bankAccounts(search: $search, currency: $currency) {\n    id\n    ...InternalAccountRow_bankAccount\n    ...InternalAccountEditDialog_bankAccount\n    ...StatementSyncDialog_bankAccount\n  }\n  ...InternalAccountEditDialog_query\n}\n\nfragment InternalAccountRow_bankAccount on BankAccount {\n  id\n  alias\n  accountNumber\n  accountName\n  currency\n  connectionType\n  ...ConnectionBadge_bankAccount\n  status\n  bank {\n    name\n  }\n  entity {\n    name\n    isDefault\n    id\n  }\n  balance {\n    available {\n      amount\n      currency\n    }\n  }\n  syncSchedule {\n    lastRunAt\n    lastStatus\n  }\n}\n\nfragment StatementSyncDialog_bankAccount on BankAccount {\n  id\n  alias\n  accountNumber\n  hasCredentials\n  balance {\n    available {\n      amount\n      currency\n    }\n    asOf\n    source\n  }\n  syncSchedule {\n    intervalMinutes\n    nextRunAt\n    lastRunAt\n    lastStatus\n    lastError\n    syncedThrough\n  }\n}\n"
  }
};
})();

(node as any).hash = "38e70f99b9e52e2044aa751d973e66b3";

export default node;
