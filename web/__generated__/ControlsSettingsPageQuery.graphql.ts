/**
 * @generated SignedSource<<c01d191d6f8bb563159f6e1ea3c57876>>
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
    readonly " $fragmentSpreads": FragmentRefs<"PaymentControlsCard_viewer" | "TwoFactorEnforcementCard_viewer">;
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PaymentControlsCard_viewer"
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "selfApprovalAllowed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "transfersActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentsActive",
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
    "cacheID": "2b483e5d07c1634109a15191bc846761",
    "id": null,
    "metadata": {},
    "name": "ControlsSettingsPageQuery",
    "operationKind": "query",
    "text": "query ControlsSettingsPageQuery {\n  viewer {\n    ...TwoFactorEnforcementCard_viewer\n    ...PaymentControlsCard_viewer\n  }\n}\n\nfragment PaymentControlsCard_viewer on Viewer {\n  permissions\n  organization {\n    id\n    twoFactorRequired\n    selfApprovalAllowed\n    transfersActive\n    paymentsActive\n  }\n}\n\nfragment TwoFactorEnforcementCard_viewer on Viewer {\n  permissions\n  usedTwoFactor\n  organization {\n    id\n    twoFactorRequired\n  }\n}\n"
  }
};

(node as any).hash = "e48291fead89a5ba32332560ca17b191";

export default node;
