/**
 * @generated SignedSource<<eb7ccbc6b9c4cba8b98ad7c9ca0d0bd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ViewerLanguageSwitch_viewer$data = {
  readonly user: {
    readonly fullName: string;
    readonly id: string;
    readonly language: Language | null | undefined;
    readonly preferredName: string | null | undefined;
  };
  readonly " $fragmentType": "ViewerLanguageSwitch_viewer";
};
export type ViewerLanguageSwitch_viewer$key = {
  readonly " $data"?: ViewerLanguageSwitch_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewerLanguageSwitch_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewerLanguageSwitch_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
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
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferredName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "cd92bcb57f95f14fe782d68743d32acc";

export default node;
