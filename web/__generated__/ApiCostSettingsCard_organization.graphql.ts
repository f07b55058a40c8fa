/**
 * @generated SignedSource<<60e17c848cd3451266bf94528d0f4333>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiCostSettingsCard_organization$data = {
  readonly apiCostSettings: {
    readonly apiKeys: {
      readonly bucketSize: number;
      readonly custom: boolean;
      readonly restoreRate: number;
    };
    readonly sessions: {
      readonly bucketSize: number;
      readonly custom: boolean;
      readonly restoreRate: number;
    };
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ApiCostSettingsCard_organization";
};
export type ApiCostSettingsCard_organization$key = {
  readonly " $data"?: ApiCostSettingsCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiCostSettingsCard_organization">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bucketSize",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "restoreRate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "custom",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiCostSettingsCard_organization",
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
      "concreteType": "ApiCostSettings",
      "kind": "LinkedField",
      "name": "apiCostSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CostBucketSettings",
          "kind": "LinkedField",
          "name": "apiKeys",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CostBucketSettings",
          "kind": "LinkedField",
          "name": "sessions",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "9583209137bdb2049fee46bc553a9101";

export default node;
