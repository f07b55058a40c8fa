/**
 * @generated SignedSource<<f6599b7078d31ddf683590fe16edc618>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleEditor_role$data = {
  readonly builtIn: boolean;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "RoleEditor_role";
};
export type RoleEditor_role$key = {
  readonly " $data"?: RoleEditor_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleEditor_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleEditor_role",
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
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "85b9c8a5162e2d9aaf9c530d711617d8";

export default node;
