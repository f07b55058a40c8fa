/**
 * @generated SignedSource<<e769ee6670faaaa591fa240b66fb5721>>
 * @relayHash 86b5acb9b0708420940c06b27d503bb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 520855836fa9a923efc153cb533c716fb333ad0f63ef86e9780a42a47220abd7

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ID" | "%future added value";
export type ProfileUpdateInput = {
  fullName: string;
  language: Language;
  preferredName?: string | null | undefined;
};
export type ViewerLanguageSwitchMutation$variables = {
  input: ProfileUpdateInput;
};
export type ViewerLanguageSwitchMutation$data = {
  readonly profileUpdate: {
    readonly user: {
      readonly id: string;
      readonly language: Language | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
    }>;
  };
};
export type ViewerLanguageSwitchMutation = {
  response: ViewerLanguageSwitchMutation$data;
  variables: ViewerLanguageSwitchMutation$variables;
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
            "name": "code",
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
    "name": "ViewerLanguageSwitchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewerLanguageSwitchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "520855836fa9a923efc153cb533c716fb333ad0f63ef86e9780a42a47220abd7",
    "metadata": {},
    "name": "ViewerLanguageSwitchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "22d8e5a4d707124979a26582f081f07e";

export default node;
