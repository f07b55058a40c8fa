/**
 * @generated SignedSource<<dde305e4547ec455aee14fe1eb6d32a5>>
 * @relayHash 9e900f91a01c00c971fb083cbb8f507b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2eef9786132be2e9d799d03102def2dd722728ce83d1ccffa3005527b8dff6d

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
    "id": "d2eef9786132be2e9d799d03102def2dd722728ce83d1ccffa3005527b8dff6d",
    "metadata": {},
    "name": "useProposalDecisionsAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "169cc2a8277061199bc43f375b546576";

export default node;
