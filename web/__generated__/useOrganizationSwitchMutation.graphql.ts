/**
 * @generated SignedSource<<34d5b35f870bb272e5e90a205c6a6c3d>>
 * @relayHash 689dcf6b8489c7ff3bf34d8a861b847d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51f438f1bda971c1de74183d09a1b113665aa5388e5ab6884c028006879a4205

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationSwitchInput = {
  organizationId: string;
};
export type useOrganizationSwitchMutation$variables = {
  input: OrganizationSwitchInput;
};
export type useOrganizationSwitchMutation$data = {
  readonly organizationSwitch: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly viewer: {
      readonly organization: {
        readonly id: string;
      };
    } | null | undefined;
  };
};
export type useOrganizationSwitchMutation = {
  response: useOrganizationSwitchMutation$data;
  variables: useOrganizationSwitchMutation$variables;
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
    "concreteType": "OrganizationSwitchPayload",
    "kind": "LinkedField",
    "name": "organizationSwitch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
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
    "name": "useOrganizationSwitchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOrganizationSwitchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "51f438f1bda971c1de74183d09a1b113665aa5388e5ab6884c028006879a4205",
    "metadata": {},
    "name": "useOrganizationSwitchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c1f8fccdbe80e7aff40d948d9e4036a";

export default node;
