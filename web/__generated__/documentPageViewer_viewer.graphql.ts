/**
 * @generated SignedSource<<7ab795859aa11292fee34d4bbde11ee0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type documentPageViewer_viewer$data = {
  readonly organization: {
    readonly timeZone: string;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "documentPageViewer_viewer";
};
export type documentPageViewer_viewer$key = {
  readonly " $data"?: documentPageViewer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"documentPageViewer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "documentPageViewer_viewer",
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

(node as any).hash = "708595574d60b9b1adfe1f2a286c19dc";

export default node;
