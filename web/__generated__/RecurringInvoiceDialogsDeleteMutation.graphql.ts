/**
 * @generated SignedSource<<aab83db8481f8204314d50c71928aa90>>
 * @relayHash 2e2d8bd4185188da21879d313c3b132a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 147aa7edb561e20ead7700aed21ccc47e6aedcf5ffbb27a6bfe75956608eead9

import { ConcreteRequest } from 'relay-runtime';
export type RecurringInvoiceRefInput = {
  recurringInvoiceId: string;
};
export type RecurringInvoiceDialogsDeleteMutation$variables = {
  input: RecurringInvoiceRefInput;
};
export type RecurringInvoiceDialogsDeleteMutation$data = {
  readonly recurringInvoiceDelete: {
    readonly deletedRecurringInvoiceId: string | null | undefined;
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
export type RecurringInvoiceDialogsDeleteMutation = {
  response: RecurringInvoiceDialogsDeleteMutation$data;
  variables: RecurringInvoiceDialogsDeleteMutation$variables;
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
    "concreteType": "RecurringInvoiceDeletePayload",
    "kind": "LinkedField",
    "name": "recurringInvoiceDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRecurringInvoiceId",
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
    "name": "RecurringInvoiceDialogsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecurringInvoiceDialogsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "147aa7edb561e20ead7700aed21ccc47e6aedcf5ffbb27a6bfe75956608eead9",
    "metadata": {},
    "name": "RecurringInvoiceDialogsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80fb20876f7ff9b83fe849ac75603c12";

export default node;
