/**
 * @generated SignedSource<<db5f4332ede085cf80393bb9d6a4e413>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_finance$data = {
  readonly accountName: string | null | undefined;
  readonly accountNumber: string | null | undefined;
  readonly bankName: string | null | undefined;
  readonly branchName: string | null | undefined;
  readonly " $fragmentType": "customerProfileFields_finance";
};
export type customerProfileFields_finance$key = {
  readonly " $data"?: customerProfileFields_finance$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_finance">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_finance",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "branchName",
      "storageKey": null
    }
  ],
  "type": "CustomerFinance",
  "abstractKey": null
};

(node as any).hash = "8728a7f72fe470fcac3f6759c126dec9";

export default node;
