/**
 * @generated SignedSource<<e1542a74349c67b9f356aa29df3c693f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConnectionBadge_bankAccount$data = {
  readonly automatedType: string | null | undefined;
  readonly connectionType: AccountConnectionType;
  readonly hasCredentials: boolean;
  readonly " $fragmentType": "ConnectionBadge_bankAccount";
};
export type ConnectionBadge_bankAccount$key = {
  readonly " $data"?: ConnectionBadge_bankAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectionBadge_bankAccount">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConnectionBadge_bankAccount",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "connectionType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "automatedType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCredentials",
      "storageKey": null
    }
  ],
  "type": "BankAccount",
  "abstractKey": null
};

(node as any).hash = "29a47eea695558a91377341be8a7c035";

export default node;
