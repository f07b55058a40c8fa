/**
 * @generated SignedSource<<8662948d59f5eb1c772f69bd0282437b>>
 * @relayHash 2e2f97cf2e4aa92d24ac7ffc50045986
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9031dfd3f46e8c849041351d540f1d6a910e484bdfbda15c0afe6a68e4012b38

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
    "id": "9031dfd3f46e8c849041351d540f1d6a910e484bdfbda15c0afe6a68e4012b38",
    "metadata": {},
    "name": "useReconciliationRunMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "05cfbb8e788709175f0aa97995397dcf";

export default node;
