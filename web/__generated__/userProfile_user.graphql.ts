/**
 * @generated SignedSource<<d42b1e4f1b69f2266fb2194ec34b80b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type userProfile_user$data = {
  readonly fullName: string;
  readonly id: string;
  readonly language: Language | null | undefined;
  readonly preferredName: string | null | undefined;
  readonly " $fragmentType": "userProfile_user";
};
export type userProfile_user$key = {
  readonly " $data"?: userProfile_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"userProfile_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "userProfile_user",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "42fff9ce41bef4f26b2e0feffe8cf53a";

export default node;
