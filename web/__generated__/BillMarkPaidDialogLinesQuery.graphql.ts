/**
 * @generated SignedSource<<99b8e6f95dfccbd5b3124b1477269970>>
 * @relayHash 950db2796539bc98a130e5b2ec611768
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49f3960448cdde130c7725e4ad3510da54089fbf9f7dbece9f1331bb54eae002

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type BillMarkPaidDialogLinesQuery$variables = {
  amount: string;
  first: number;
};
export type BillMarkPaidDialogLinesQuery$data = {
  readonly statementTransactions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly bankAccount: {
          readonly alias: string;
        } | null | undefined;
        readonly date: string;
        readonly description: string;
        readonly id: string;
      };
    }>;
  };
};
export type BillMarkPaidDialogLinesQuery = {
  response: BillMarkPaidDialogLinesQuery$data;
  variables: BillMarkPaidDialogLinesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "amount"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "amountMax",
    "variableName": "amount"
  },
  {
    "kind": "Variable",
    "name": "amountMin",
    "variableName": "amount"
  },
  {
    "kind": "Literal",
    "name": "direction",
    "value": "DEBIT"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Literal",
    "name": "reconciliationStatus",
    "value": "UNRECONCILED"
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
  "name": "date",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BillMarkPaidDialogLinesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StatementTransactionConnection",
        "kind": "LinkedField",
        "name": "statementTransactions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StatementTransactionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StatementTransaction",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BankAccount",
                    "kind": "LinkedField",
                    "name": "bankAccount",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
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
    "name": "BillMarkPaidDialogLinesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StatementTransactionConnection",
        "kind": "LinkedField",
        "name": "statementTransactions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StatementTransactionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StatementTransaction",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BankAccount",
                    "kind": "LinkedField",
                    "name": "bankAccount",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v2/*:: as any*/)
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "49f3960448cdde130c7725e4ad3510da54089fbf9f7dbece9f1331bb54eae002",
    "metadata": {},
    "name": "BillMarkPaidDialogLinesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "02490b88f6cda66e45118aba38552460";

export default node;
