/**
 * @generated SignedSource<<c6904d0b6004478698373e893660d892>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type viewerPermissions_viewer$data = {
  readonly organization: {
    readonly timeZone: string;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "viewerPermissions_viewer";
};
export type viewerPermissions_viewer$key = {
  readonly " $data"?: viewerPermissions_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"viewerPermissions_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "viewerPermissions_viewer",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c84dc03627a4a1b7606a9a0e2341f6bc";

export default node;
