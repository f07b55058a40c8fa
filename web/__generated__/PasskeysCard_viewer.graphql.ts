/**
 * @generated SignedSource<<661099d55c79457382a7d050ab585b20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasskeysCard_viewer$data = {
  readonly passkeys: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PasskeyRow_passkey">;
  }>;
  readonly " $fragmentType": "PasskeysCard_viewer";
};
export type PasskeysCard_viewer$key = {
  readonly " $data"?: PasskeysCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasskeysCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasskeysCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Passkey",
      "kind": "LinkedField",
      "name": "passkeys",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "PasskeyRow_passkey"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "287ac40a1b025d7491417c00fe4314ff";

export default node;
