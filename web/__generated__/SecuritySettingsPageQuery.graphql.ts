/**
 * @generated SignedSource<<ea5d337a49e6321db891092920c4b4cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecuritySettingsPageQuery$variables = Record<PropertyKey, never>;
export type SecuritySettingsPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AuthenticatorCard_viewer" | "BackupCodesCard_viewer">;
  } | null | undefined;
};
export type SecuritySettingsPageQuery = {
  response: SecuritySettingsPageQuery$data;
  variables: SecuritySettingsPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SecuritySettingsPageQuery",
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
            "name": "AuthenticatorCard_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BackupCodesCard_viewer"
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
    "name": "SecuritySettingsPageQuery",
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
            "concreteType": "TwoFactorMethod",
            "kind": "LinkedField",
            "name": "twoFactorMethods",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "remainingCodes",
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
    "cacheID": "0bec2a3910a58cad7cdca3abe7c78505",
    "id": null,
    "metadata": {},
    "name": "SecuritySettingsPageQuery",
    "operationKind": "query",
    "text": "query SecuritySettingsPageQuery {\n  viewer {\n    ...AuthenticatorCard_viewer\n    ...BackupCodesCard_viewer\n  }\n}\n\nfragment AuthenticatorCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    createdAt\n  }\n}\n\nfragment BackupCodesCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    remainingCodes\n  }\n}\n"
  }
};

(node as any).hash = "7fd48a9146aff766ef193f619d7e2c66";

export default node;
