/**
 * @generated SignedSource<<547bc179a968d7e5ef331dff76bbee29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasskeyRow_passkey$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly synced: boolean;
  readonly " $fragmentType": "PasskeyRow_passkey";
};
export type PasskeyRow_passkey$key = {
  readonly " $data"?: PasskeyRow_passkey$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasskeyRow_passkey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasskeyRow_passkey",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "synced",
      "storageKey": null
    }
  ],
  "type": "Passkey",
  "abstractKey": null
};

(node as any).hash = "3519a766c8079fd26c7f714e34e72e1a";

export default node;
