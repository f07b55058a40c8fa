/**
 * @generated SignedSource<<2fc1202dbd4fa0c36437c62077b4d679>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type userErrorFields_userError$data = {
  readonly code: string;
  readonly field: string | null | undefined;
  readonly message: string;
  readonly " $fragmentType": "userErrorFields_userError";
};
export type userErrorFields_userError$key = {
  readonly " $data"?: userErrorFields_userError$data;
  readonly " $fragmentSpreads": FragmentRefs<"userErrorFields_userError">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "userErrorFields_userError",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "UserError",
  "abstractKey": null
};

(node as any).hash = "bb1eb63ec0c7d4652a9d4eda81270011";

export default node;
