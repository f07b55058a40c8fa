/**
 * @generated SignedSource<<5d2871336b8c459fcd94bafbd9ee0ab1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashFlowGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashFlowTable_report$data = {
  readonly currency: Currency;
  readonly granularity: CashFlowGranularity;
  readonly net: {
    readonly amount: string;
  };
  readonly periods: ReadonlyArray<{
    readonly end: string;
    readonly net: {
      readonly amount: string;
    };
    readonly start: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowSection_report">;
  readonly " $fragmentType": "CashFlowTable_report";
};
export type CashFlowTable_report$key = {
  readonly " $data"?: CashFlowTable_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowTable_report">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "net",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CashFlowTable_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "granularity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashFlowPeriod",
      "kind": "LinkedField",
      "name": "periods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CashFlowSection_report"
    }
  ],
  "type": "CashFlowReport",
  "abstractKey": null
};
})();

(node as any).hash = "7430924a518b05fca3f6a733c8e7bded";

export default node;
