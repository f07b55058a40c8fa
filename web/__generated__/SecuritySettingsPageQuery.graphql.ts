/**
 * @generated SignedSource<<c2510f4bea878af86d3269838c243824>>
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
    readonly " $fragmentSpreads": FragmentRefs<"AuthenticatorCard_viewer" | "BackupCodesCard_viewer" | "PasskeysCard_viewer" | "SecurityActivityTable_viewer">;
  } | null | undefined;
};
export type SecuritySettingsPageQuery = {
  response: SecuritySettingsPageQuery$data;
  variables: SecuritySettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PasskeysCard_viewer"
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
              (v0/*:: as any*/),
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
            "concreteType": "Passkey",
            "kind": "LinkedField",
            "name": "passkeys",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "synced",
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
              (v1/*:: as any*/)
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
    "cacheID": "ff75b80a00d90410333bb994041a16d0",
    "id": null,
    "metadata": {},
    "name": "SecuritySettingsPageQuery",
    "operationKind": "query",
    "text": "query SecuritySettingsPageQuery {\n  viewer {\n    ...AuthenticatorCard_viewer\n    ...BackupCodesCard_viewer\n    ...PasskeysCard_viewer\n    ...SecurityActivityTable_viewer\n  }\n}\n\nfragment AuthenticatorCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    createdAt\n  }\n}\n\nfragment BackupCodesCard_viewer on Viewer {\n  twoFactorMethods {\n    type\n    remainingCodes\n  }\n}\n\nfragment PasskeyRow_passkey on Passkey {\n  id\n  name\n  createdAt\n  lastUsedAt\n  synced\n}\n\nfragment PasskeysCard_viewer on Viewer {\n  passkeys {\n    id\n    ...PasskeyRow_passkey\n  }\n}\n\nfragment SecurityActivityTable_viewer on Viewer {\n  organization {\n    timeZone\n    id\n  }\n  securityActivity {\n    occurredAt\n    category\n    event\n    ipAddress\n    country\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b53a2931050bd7ff54f92e93941e997";

export default node;
