/**
 * @generated SignedSource<<b3d8849af44fbf12a1d2c98011aa0a30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ControlsSettingsPageQuery$variables = Record<PropertyKey, never>;
export type ControlsSettingsPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"TwoFactorEnforcementCard_viewer">;
  } | null | undefined;
};
export type ControlsSettingsPageQuery = {
  response: ControlsSettingsPageQuery$data;
  variables: ControlsSettingsPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ControlsSettingsPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwoFactorEnforcementCard_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ControlsSettingsPageQuery",
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
            "kind": "ScalarField",
            "name": "permissions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usedTwoFactor",
            "storageKey": null
          },
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "twoFactorRequired",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b377eab679232e0136059db914e69bb0",
    "id": null,
    "metadata": {},
    "name": "ControlsSettingsPageQuery",
    "operationKind": "query",
    "text": "query ControlsSettingsPageQuery {\n  viewer {\n    ...TwoFactorEnforcementCard_viewer\n  }\n}\n\nfragment TwoFactorEnforcementCard_viewer on Viewer {\n  permissions\n  usedTwoFactor\n  organization {\n    id\n    twoFactorRequired\n  }\n}\n"
  }
};

(node as any).hash = "e11b225e4e7fef7a1e2f595936cc441d";

export default node;
