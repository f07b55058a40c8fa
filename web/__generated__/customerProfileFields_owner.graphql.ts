/**
 * @generated SignedSource<<13b043359fd9315805eaa427500c6789>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_owner$data = {
  readonly nik: string | null | undefined;
  readonly picEmail: string | null | undefined;
  readonly picName: string | null | undefined;
  readonly picPhone: string | null | undefined;
  readonly " $fragmentType": "customerProfileFields_owner";
};
export type customerProfileFields_owner$key = {
  readonly " $data"?: customerProfileFields_owner$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_owner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_owner",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nik",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "picName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "picEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "picPhone",
      "storageKey": null
    }
  ],
  "type": "CustomerOwner",
  "abstractKey": null
};

(node as any).hash = "a394c252a7d9a8b8431e8fc801a8a304";

export default node;
