/**
 * @generated SignedSource<<ddc3e636f328d64cb1764519633c984f>>
 * @relayHash bc2db1db06471d03882df2b7c9a73cb0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d9c180f944645ca1c3c44b24e0e245a6e1d0b7c028a65baa3b2a1e87b0f355c

import { ConcreteRequest } from 'relay-runtime';
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type StatementTransactionCreateInput = {
  amount: string;
  bankAccountId: string;
  date: string;
  description: string;
  direction: TransactionDirection;
  endingBalance?: string | null | undefined;
  reference?: string | null | undefined;
  time?: string | null | undefined;
};
export type StatementTransactionFormMutation$variables = {
  input: StatementTransactionCreateInput;
};
export type StatementTransactionFormMutation$data = {
  readonly statementTransactionCreate: {
    readonly statementTransaction: {
      readonly id: string;
    } | null | undefined;
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
export type StatementTransactionFormMutation = {
  response: StatementTransactionFormMutation$data;
  variables: StatementTransactionFormMutation$variables;
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
    "concreteType": "StatementTransactionCreatePayload",
    "kind": "LinkedField",
    "name": "statementTransactionCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StatementTransaction",
        "kind": "LinkedField",
        "name": "statementTransaction",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
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
    "name": "StatementTransactionFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatementTransactionFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8d9c180f944645ca1c3c44b24e0e245a6e1d0b7c028a65baa3b2a1e87b0f355c",
    "metadata": {},
    "name": "StatementTransactionFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "311d6fecb7f7dd9be3d13dc475b71c3b";

export default node;
