/**
 * @generated SignedSource<<c3573493da3f1ab58e63c5a1435ac8e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerTaxStatus = "NON_PKP" | "PKP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_tax$data = {
  readonly taxNumber: string | null | undefined;
  readonly taxStatus: CustomerTaxStatus | null | undefined;
  readonly " $fragmentType": "customerProfileFields_tax";
};
export type customerProfileFields_tax$key = {
  readonly " $data"?: customerProfileFields_tax$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_tax">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_tax",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxNumber",
      "storageKey": null
    }
  ],
  "type": "CustomerTax",
  "abstractKey": null
};

(node as any).hash = "2e9c40ae5e6021809c074e06b6576401";

export default node;
