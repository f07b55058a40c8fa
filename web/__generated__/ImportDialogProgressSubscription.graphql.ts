/**
 * @generated SignedSource<<076ad943de22a1c7823195b6aaacb850>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportDialogProgressSubscription$variables = {
  importId: string;
};
export type ImportDialogProgressSubscription$data = {
  readonly importProgress: {
    readonly " $fragmentSpreads": FragmentRefs<"ImportDialog_import">;
  };
};
export type ImportDialogProgressSubscription = {
  response: ImportDialogProgressSubscription$data;
  variables: ImportDialogProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "importId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "importId",
    "variableName": "importId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportDialogProgressSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Import",
        "kind": "LinkedField",
        "name": "importProgress",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ImportDialog_import"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportDialogProgressSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Import",
        "kind": "LinkedField",
        "name": "importProgress",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "kind": "ScalarField",
            "name": "progress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowsRead",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skipped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errorCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "warningCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 200
              }
            ],
            "concreteType": "ImportIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "row",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "severity",
                "storageKey": null
              },
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
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expected",
                "storageKey": null
              }
            ],
            "storageKey": "issues(first:200)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StatementImportSummary",
            "kind": "LinkedField",
            "name": "statementSummary",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "closingBalance",
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
                "name": "pendingSkipped",
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
    "cacheID": "0e3317d810d2e8a0296ae5da143e337e",
    "id": null,
    "metadata": {},
    "name": "ImportDialogProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription ImportDialogProgressSubscription(\n  $importId: ID!\n) {\n  importProgress(importId: $importId) {\n    ...ImportDialog_import\n    id\n  }\n}\n\nfragment ImportDialog_import on Import {\n  id\n  status\n  ...ImportStatus_import\n}\n\nfragment ImportIssues_import on Import {\n  errorCount\n  warningCount\n  issues(first: 200) {\n    row\n    field\n    severity\n    code\n    message\n    value\n    expected\n  }\n}\n\nfragment ImportStatus_import on Import {\n  id\n  status\n  progress\n  fileName\n  rowsRead\n  created\n  skipped\n  errorCount\n  warningCount\n  ...ImportIssues_import\n  statementSummary {\n    firstDate\n    lastDate\n    closingBalance {\n      amount\n      currency\n    }\n    pendingSkipped\n  }\n}\n"
  }
};
})();

(node as any).hash = "2ed4b4e7b1259455d5c00703f45cc0a3";

export default node;
