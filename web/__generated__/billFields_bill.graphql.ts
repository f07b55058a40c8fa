/**
 * @generated SignedSource<<4ef93c55adfee9119c1a4a640d8436cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type billFields_bill$data = {
  readonly description: string | null | undefined;
  readonly number: string | null | undefined;
  readonly " $fragmentType": "billFields_bill";
};
export type billFields_bill$key = {
  readonly " $data"?: billFields_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"billFields_bill">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "billFields_bill",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Bill",
  "abstractKey": null
};

(node as any).hash = "0bb506bc28d816dc3519a6b4df157d60";

export default node;
