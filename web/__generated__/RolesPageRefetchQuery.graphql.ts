/**
 * @generated SignedSource<<7ea07b0d1c1eea97b13f8fddfaf43d9a>>
 * @relayHash e0913a81cc184fc9b46a273bd0180bce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2411689c561b497ee334e33a0d2b92dd20f19d9fc456503f2e64ccbe50c83334

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
    "id": "2411689c561b497ee334e33a0d2b92dd20f19d9fc456503f2e64ccbe50c83334",
    "metadata": {},
    "name": "RolesPageRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "83f21c97ff82eb4c5ff0443a5e58d567";

export default node;
