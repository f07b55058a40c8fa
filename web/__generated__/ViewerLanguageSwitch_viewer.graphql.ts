/**
 * @generated SignedSource<<0daa08927cf5073619d47413bd1458e4>>
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

(node as any).hash = "d4068b8eb74a1ac91dfaced0299d55bd";

export default node;
