/**
 * @generated SignedSource<<8220236c1f832e1d08249b6e71338945>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_viewer$data = {
  readonly user: {
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
    readonly language: Language | null | undefined;
    readonly preferredName: string | null | undefined;
  };
  readonly " $fragmentType": "ProfileForm_viewer";
};
export type ProfileForm_viewer$key = {
  readonly " $data"?: ProfileForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_viewer",
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
          "name": "email",
          "storageKey": null
        },
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

(node as any).hash = "d1a84e345285727d207035f86762fe3d";

export default node;
