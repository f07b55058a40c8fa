/**
 * @generated SignedSource<<d6d425a6dcd7b23eb7d05e76cab61c6b>>
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
    readonly " $fragmentSpreads": FragmentRefs<"AuthenticatorCard_viewer" | "BackupCodesCard_viewer" | "SecurityActivityTable_viewer">;
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecurityActivityTable_viewer"
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
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SecurityEvent",
            "kind": "LinkedField",
            "name": "securityActivity",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "occurredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "event",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ipAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country",
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
    "cacheID": "77bbb2f4b1dbfc12a85dfe09d2cdce8e",
    "id": null,
    "metadata": {},
    "name": "useRefreshTwoFactorMethodsQuery",
    "operationKind": "query",
    "text": "query useRefreshTwoFactorMethodsQuery {\n  viewer {\n    ...AuthenticatorCard_viewer\n    ...BackupCodesCard_viewer\n    ...SecurityActivityTable_viewer\n  }\n}\n\nfragment AuthenticatorCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    createdAt\n  }\n}\n\nfragment BackupCodesCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    remainingCodes\n  }\n}\n\nfragment SecurityActivityTable_viewer on Viewer {\n  organization {\n    timeZone\n    id\n  }\n  securityActivity {\n    occurredAt\n    category\n    event\n    ipAddress\n    country\n  }\n}\n"
  }
};

(node as any).hash = "9e02ccae9bda50f45d8f6418341bf8fd";

export default node;
