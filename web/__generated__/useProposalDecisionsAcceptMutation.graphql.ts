/**
 * @generated SignedSource<<cedb9a9e5c589c3cc715fdf278753018>>
 * @relayHash cff9648de9f61f46946e34f084c4d9c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e45d167ea9a5fa40b954e92fcba58a2c0c252b7ccfcfc5f8e017e776941cd015

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationProposalsInput = {
  proposalIds: ReadonlyArray<string>;
};
export type useProposalDecisionsAcceptMutation$variables = {
  input: ReconciliationProposalsInput;
};
export type useProposalDecisionsAcceptMutation$data = {
  readonly reconciliationProposalsAccept: {
    readonly reconciliations: ReadonlyArray<{
      readonly id: string;
    }>;
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
export type useProposalDecisionsAcceptMutation = {
  response: useProposalDecisionsAcceptMutation$data;
  variables: useProposalDecisionsAcceptMutation$variables;
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
    "concreteType": "ReconciliationProposalsAcceptPayload",
    "kind": "LinkedField",
    "name": "reconciliationProposalsAccept",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reconciliation",
        "kind": "LinkedField",
        "name": "reconciliations",
        "plural": true,
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
    "name": "useProposalDecisionsAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProposalDecisionsAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e45d167ea9a5fa40b954e92fcba58a2c0c252b7ccfcfc5f8e017e776941cd015",
    "metadata": {},
    "name": "useProposalDecisionsAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f096d17122b23480784c4a0c1349ee42";

export default node;
