/**
 * @generated SignedSource<<de00fc3b24b305edd1965eb6adc4c160>>
 * @relayHash 9129043afe3ed432dac03f80aad0e3db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d29c5209a8764eecc8dda9963540d2c58d5f9f36477741db4cf84d8a6c0a0f11

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RolesPageQuery$variables = Record<PropertyKey, never>;
export type RolesPageQuery$data = {
  readonly permissionCatalogue: ReadonlyArray<{
    readonly permissions: ReadonlyArray<string>;
  }>;
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RoleEditor_query" | "RolesPage_query">;
};
export type RolesPageQuery = {
  response: RolesPageQuery$data;
  variables: RolesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RolesPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PermissionArea",
        "kind": "LinkedField",
        "name": "permissionCatalogue",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RoleEditor_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RolesPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RolesPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PermissionArea",
        "kind": "LinkedField",
        "name": "permissionCatalogue",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "area",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "roles",
        "plural": true,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "builtIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "memberCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d29c5209a8764eecc8dda9963540d2c58d5f9f36477741db4cf84d8a6c0a0f11",
    "metadata": {},
    "name": "RolesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "65cd6202295e6dc07c3a83650119ed24";

export default node;
