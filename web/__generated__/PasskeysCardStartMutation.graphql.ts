/**
 * @generated SignedSource<<1ec521e9e3635fcd42b62b9bbd268b3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysCardStartMutation$variables = Record<PropertyKey, never>;
export type PasskeysCardStartMutation$data = {
  readonly passkeyRegistrationStart: {
    readonly optionsJSON: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
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
    "cacheID": "4763284934f748b457116860b4a48dfd",
    "id": null,
    "metadata": {},
    "name": "PasskeysCardStartMutation",
    "operationKind": "mutation",
    "text": "mutation PasskeysCardStartMutation {\n  passkeyRegistrationStart {\n    optionsJSON\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "977bd1a5b833d7e92544b629da49e469";

export default node;
