/**
 * @generated SignedSource<<886a13e101a063161ba2eaf1c97cac5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRefreshTwoFactorMethodsQuery$variables = Record<PropertyKey, never>;
export type useRefreshTwoFactorMethodsQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AuthenticatorCard_viewer" | "BackupCodesCard_viewer">;
  } | null | undefined;
};
export type useRefreshTwoFactorMethodsQuery = {
  response: useRefreshTwoFactorMethodsQuery$data;
  variables: useRefreshTwoFactorMethodsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRefreshTwoFactorMethodsQuery",
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
    "name": "useRefreshTwoFactorMethodsQuery",
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
    "cacheID": "21cb1526c135b460fef58c1c5b9c555a",
    "id": null,
    "metadata": {},
    "name": "useRefreshTwoFactorMethodsQuery",
    "operationKind": "query",
    "text": "query useRefreshTwoFactorMethodsQuery {\n  viewer {\n    ...AuthenticatorCard_viewer\n    ...BackupCodesCard_viewer\n  }\n}\n\nfragment AuthenticatorCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    createdAt\n  }\n}\n\nfragment BackupCodesCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    remainingCodes\n  }\n}\n"
  }
};

(node as any).hash = "71fa71a7178e9d158a9aa55695ef4135";

export default node;
