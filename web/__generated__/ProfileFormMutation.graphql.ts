/**
 * @generated SignedSource<<e0fe34ec404d07538d4cf7efaac23d6b>>
 * @relayHash 51358841db7cbdd97d4abc5e639ff806
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2020884bfa2b6cd808d7711f0376d2397c375c3411351fd5c2b01337636cc48

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ID" | "%future added value";
export type ProfileUpdateInput = {
  fullName: string;
  language: Language;
  preferredName?: string | null | undefined;
};
export type ProfileFormMutation$variables = {
  input: ProfileUpdateInput;
};
export type ProfileFormMutation$data = {
  readonly profileUpdate: {
    readonly user: {
      readonly fullName: string;
      readonly id: string;
      readonly language: Language | null | undefined;
      readonly preferredName: string | null | undefined;
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
export type ProfileFormMutation = {
  response: ProfileFormMutation$data;
  variables: ProfileFormMutation$variables;
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
    "concreteType": "ProfileUpdatePayload",
    "kind": "LinkedField",
    "name": "profileUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preferredName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
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
    "name": "ProfileFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f2020884bfa2b6cd808d7711f0376d2397c375c3411351fd5c2b01337636cc48",
    "metadata": {},
    "name": "ProfileFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3b8adafe2958bd5febfbdefc0fd95e27";

export default node;
