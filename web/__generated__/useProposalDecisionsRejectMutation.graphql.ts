/**
 * @generated SignedSource<<755f15d7b4bb68acbf631f45215e6c78>>
 * @relayHash 65627c99d68a8110d757a318e18d568c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb8393a9297b41f9ef27cffcd31ef9ec5d43e1b847b3bb2e79d2477d0b56c0e4

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationProposalsInput = {
  proposalIds: ReadonlyArray<string>;
};
export type useProposalDecisionsRejectMutation$variables = {
  input: ReconciliationProposalsInput;
};
export type useProposalDecisionsRejectMutation$data = {
  readonly reconciliationProposalsReject: {
    readonly rejectedProposalIds: ReadonlyArray<string>;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useProposalDecisionsRejectMutation = {
  response: useProposalDecisionsRejectMutation$data;
  variables: useProposalDecisionsRejectMutation$variables;
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
    "concreteType": "ReconciliationProposalsRejectPayload",
    "kind": "LinkedField",
    "name": "reconciliationProposalsReject",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rejectedProposalIds",
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
    "name": "useProposalDecisionsRejectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProposalDecisionsRejectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cb8393a9297b41f9ef27cffcd31ef9ec5d43e1b847b3bb2e79d2477d0b56c0e4",
    "metadata": {},
    "name": "useProposalDecisionsRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39c3c59905fddbd47070093ff9379600";

export default node;
