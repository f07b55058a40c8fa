/**
 * @generated SignedSource<<1f16f91ec3adbf6aeedaf8858c1860e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RolesPageRefetchQuery$variables = Record<PropertyKey, never>;
export type RolesPageRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RolesPage_query">;
};
export type RolesPageRefetchQuery = {
  response: RolesPageRefetchQuery$data;
  variables: RolesPageRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RolesPageRefetchQuery",
    "selections": [
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
    "name": "RolesPageRefetchQuery",
    "selections": [
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
    "cacheID": "e0913a81cc184fc9b46a273bd0180bce",
    "id": null,
    "metadata": {},
    "name": "RolesPageRefetchQuery",
    "operationKind": "query",
    "text": "query RolesPageRefetchQuery {\n  ...RolesPage_query\n}\n\nfragment RoleEditor_role on Role {\n  id\n  name\n  description\n  permissions\n  builtIn\n}\n\nfragment RoleRow_role on Role {\n  id\n  name\n  description\n  permissions\n  builtIn\n  memberCount\n}\n\nfragment RolesPage_query on Query {\n  roles {\n    id\n    name\n    ...RoleRow_role\n    ...RoleEditor_role\n  }\n}\n"
  }
};

(node as any).hash = "83f21c97ff82eb4c5ff0443a5e58d567";

export default node;
