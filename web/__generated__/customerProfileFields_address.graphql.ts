/**
 * @generated SignedSource<<0d802be8b110156b4734b23e1179df11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_address$data = {
  readonly district: {
    readonly code: string;
    readonly name: string;
  };
  readonly postalCode: string;
  readonly province: {
    readonly code: string;
    readonly name: string;
  };
  readonly regency: {
    readonly code: string;
    readonly name: string;
  };
  readonly street1: string;
  readonly street2: string | null | undefined;
  readonly village: {
    readonly code: string;
    readonly name: string;
  };
  readonly " $fragmentType": "customerProfileFields_address";
};
export type customerProfileFields_address$key = {
  readonly " $data"?: customerProfileFields_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_address">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_address",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "province",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "regency",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "district",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "village",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    }
  ],
  "type": "CustomerAddress",
  "abstractKey": null
};
})();

(node as any).hash = "fd50df93a27873321305646803a2c646";

export default node;
