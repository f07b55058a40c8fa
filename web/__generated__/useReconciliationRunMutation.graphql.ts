/**
 * @generated SignedSource<<4f5c9389d4b3c6efa0c88eff33a1c2c6>>
 * @relayHash 92ea13e59336cc03192703f023b32aea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05d1d7b686295ac63873a20fdfaf74abd78845c9b3f1752d48015d4f7bd7b6f6

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationRunInput = {
  bankAccountId?: string | null | undefined;
};
export type useReconciliationRunMutation$variables = {
  input: ReconciliationRunInput;
};
export type useReconciliationRunMutation$data = {
  readonly reconciliationRun: {
    readonly run: {
      readonly confirmed: number;
      readonly items: number;
      readonly milliseconds: number;
      readonly proposed: number;
      readonly statementTransactions: number;
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
export type useReconciliationRunMutation = {
  response: useReconciliationRunMutation$data;
  variables: useReconciliationRunMutation$variables;
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
    "concreteType": "ReconciliationRunPayload",
    "kind": "LinkedField",
    "name": "reconciliationRun",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationRun",
        "kind": "LinkedField",
        "name": "run",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statementTransactions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "items",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "proposed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confirmed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "milliseconds",
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
    "name": "useReconciliationRunMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReconciliationRunMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "05d1d7b686295ac63873a20fdfaf74abd78845c9b3f1752d48015d4f7bd7b6f6",
    "metadata": {},
    "name": "useReconciliationRunMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "70d0f385c0931e461ebe3ba57102d1ac";

export default node;
