/**
 * @generated SignedSource<<3398e000ec6c5b0616d0eea6cfb77a8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type personName_user$data = {
  readonly email: string;
  readonly fullName: string;
  readonly " $fragmentType": "personName_user";
};
export type personName_user$key = {
  readonly " $data"?: personName_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"personName_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "personName_user",
  "selections": [
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "79207bf7d4d26615c800eeaa2df05178";

export default node;
