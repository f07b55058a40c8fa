/**
 * @generated SignedSource<<e346a3aa60ef1c1b9daa2d4185848065>>
 * @relayHash 21798dcdad3d3939856f8b035d6e03b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac3208b5f20a17d993190711e96f18b2d68e0297d504721eaad507fe825f3739

import { ConcreteRequest } from 'relay-runtime';
export type ExportStatus = "COMPLETED" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type StatementTransactionsExportInput = {
  amountMax?: string | null | undefined;
  amountMin?: string | null | undefined;
  bankAccountId?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
  reconciliationStatus?: ReconciliationStatus | null | undefined;
  search?: string | null | undefined;
};
export type StatementExportButtonMutation$variables = {
  input: StatementTransactionsExportInput;
};
export type StatementExportButtonMutation$data = {
  readonly statementTransactionsExport: {
    readonly export: {
      readonly id: string;
      readonly status: ExportStatus;
    } | null | undefined;
    readonly mailTo: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
  };
};
export type StatementExportButtonMutation = {
  response: StatementExportButtonMutation$data;
  variables: StatementExportButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "StatementTransactionsExportPayload",
    "kind": "LinkedField",
    "name": "statementTransactionsExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Export",
        "kind": "LinkedField",
        "name": "export",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mailTo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
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
            "concreteType": "UserErrorValue",
            "kind": "LinkedField",
            "name": "values",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementExportButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatementExportButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ac3208b5f20a17d993190711e96f18b2d68e0297d504721eaad507fe825f3739",
    "metadata": {},
    "name": "StatementExportButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "10b920e277b164a4439ebd8630edfa67";

export default node;
