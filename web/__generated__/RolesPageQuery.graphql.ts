/**
 * @generated SignedSource<<e293b9f315b75372fc82c6dcffc8a632>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "9129043afe3ed432dac03f80aad0e3db",
    "id": null,
    "metadata": {},
    "name": "RolesPageQuery",
    "operationKind": "query",
    "text": "query RolesPageQuery {\n  viewer {\n    permissions\n  }\n  permissionCatalogue {\n    permissions\n  }\n  ...RoleEditor_query\n  ...RolesPage_query\n}\n\nfragment RoleEditor_query on Query {\n  permissionCatalogue {\n    area\n    permissions\n  }\n}\n\nfragment RoleEditor_role on Role {\n  id\n  name\n  description\n  permissions\n  builtIn\n}\n\nfragment RoleRow_role on Role {\n  id\n  name\n  description\n  permissions\n  builtIn\n  memberCount\n}\n\nfragment RolesPage_query on Query {\n  roles {\n    id\n    name\n    ...RoleRow_role\n    ...RoleEditor_role\n  }\n}\n"
  }
};
})();

(node as any).hash = "65cd6202295e6dc07c3a83650119ed24";

export default node;
