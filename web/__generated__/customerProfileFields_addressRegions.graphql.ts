/**
 * @generated SignedSource<<561239761878d8e50520187cb3067fbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_addressRegions$data = {
  readonly district: {
    readonly code: string;
    readonly name: string;
  };
  readonly province: {
    readonly code: string;
    readonly name: string;
  };
  readonly regency: {
    readonly code: string;
    readonly name: string;
  };
  readonly village: {
    readonly code: string;
    readonly name: string;
  };
  readonly " $fragmentType": "customerProfileFields_addressRegions";
};
export type customerProfileFields_addressRegions$key = {
  readonly " $data"?: customerProfileFields_addressRegions$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_addressRegions">;
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
  "name": "customerProfileFields_addressRegions",
  "selections": [
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
    }
  ],
  "type": "CustomerAddress",
  "abstractKey": null
};
})();

(node as any).hash = "10c4bb6350e13e7cc9b600e74bf7e03b";

export default node;
