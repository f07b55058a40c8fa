/**
 * @generated SignedSource<<0007e04d6f3934800b68f85862187880>>
 * @relayHash 85142ae32b23b8d71a20e0496ec23870
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3a37fa29e5b399d641a3effac0cf521c4c55effbfaf98fb2a2a0e810b5e2479

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
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
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
    "id": "e3a37fa29e5b399d641a3effac0cf521c4c55effbfaf98fb2a2a0e810b5e2479",
    "metadata": {},
    "name": "useProposalDecisionsRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c74dfc99780ba72af20e7a0ca7fac26";

export default node;
