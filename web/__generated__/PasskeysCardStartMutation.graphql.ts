/**
 * @generated SignedSource<<c9c5ac3a2f166e1401754d4f8386f633>>
 * @relayHash 7c7d0df4e8fccc555d377c9f5aa9c633
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b591f43b26a892cc0e5ddac2455dc158a25afb6eb8888a4648db6b01ef7c601b

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysCardStartMutation$variables = Record<PropertyKey, never>;
export type PasskeysCardStartMutation$data = {
  readonly passkeyRegistrationStart: {
    readonly optionsJSON: string | null | undefined;
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
export type PasskeysCardStartMutation = {
  response: PasskeysCardStartMutation$data;
  variables: PasskeysCardStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PasskeyRegistrationStartPayload",
    "kind": "LinkedField",
    "name": "passkeyRegistrationStart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "optionsJSON",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PasskeysCardStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeysCardStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b591f43b26a892cc0e5ddac2455dc158a25afb6eb8888a4648db6b01ef7c601b",
    "metadata": {},
    "name": "PasskeysCardStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "977bd1a5b833d7e92544b629da49e469";

export default node;
