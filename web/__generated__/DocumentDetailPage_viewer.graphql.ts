/**
 * @generated SignedSource<<e40935f5d84ceee0e5c9cb9416891392>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentDetailPage_viewer$data = {
  readonly organization: {
    readonly timeZone: string;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "DocumentDetailPage_viewer";
};
export type DocumentDetailPage_viewer$key = {
  readonly " $data"?: DocumentDetailPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentDetailPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentDetailPage_viewer",
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

(node as any).hash = "004c056b2c484c8430c8686fefb4f312";

export default node;
