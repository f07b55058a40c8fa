/**
 * @generated SignedSource<<82312c7f0b26465089f64cf2fa687f02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RolesPage_query$data = {
  readonly roles: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"RoleEditor_role" | "RoleRow_role">;
  }>;
  readonly " $fragmentType": "RolesPage_query";
};
export type RolesPage_query$key = {
  readonly " $data"?: RolesPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RolesPage_query">;
};

import RolesPageRefetchQuery_graphql from './RolesPageRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": RolesPageRefetchQuery_graphql
    }
  },
  "name": "RolesPage_query",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "RoleRow_role"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RoleEditor_role"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "83f21c97ff82eb4c5ff0443a5e58d567";

export default node;
