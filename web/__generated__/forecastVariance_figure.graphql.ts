/**
 * @generated SignedSource<<573ff0c32427cba4a54451985c7c875e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type forecastVariance_figure$data = {
  readonly actual: {
    readonly amount: string;
  } | null | undefined;
  readonly forecast: {
    readonly amount: string;
  };
  readonly variance: {
    readonly amount: string;
  } | null | undefined;
  readonly " $fragmentType": "forecastVariance_figure";
};
export type forecastVariance_figure$key = {
  readonly " $data"?: forecastVariance_figure$data;
  readonly " $fragmentSpreads": FragmentRefs<"forecastVariance_figure">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "forecastVariance_figure",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "forecast",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "actual",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "variance",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "CashForecastVariance",
  "abstractKey": null
};
})();

(node as any).hash = "728b68009b89a8b78a93258716352def";

export default node;
