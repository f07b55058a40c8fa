/**
 * @generated SignedSource<<25dadbc30799a2d4fb0060c6aea87f6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleEditor_query$data = {
  readonly permissionCatalogue: ReadonlyArray<{
    readonly area: string;
    readonly permissions: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "RoleEditor_query";
};
export type RoleEditor_query$key = {
  readonly " $data"?: RoleEditor_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleEditor_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleEditor_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionArea",
      "kind": "LinkedField",
      "name": "permissionCatalogue",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "area",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "permissions",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "033e086707f2491651d3cd0b28713338";

export default node;
