/**
 * @generated SignedSource<<b979f90ab83336a2aee6b87f053532ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashFlowGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashFlowReportView_report$data = {
  readonly currency: Currency;
  readonly from: string;
  readonly granularity: CashFlowGranularity;
  readonly net: {
    readonly amount: string;
  };
  readonly periods: ReadonlyArray<{
    readonly inflow: {
      readonly amount: string;
    };
    readonly outflow: {
      readonly amount: string;
    };
    readonly start: string;
  }>;
  readonly to: string;
  readonly totalInflow: {
    readonly amount: string;
  };
  readonly totalOutflow: {
    readonly amount: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowTable_report">;
  readonly " $fragmentType": "CashFlowReportView_report";
};
export type CashFlowReportView_report$key = {
  readonly " $data"?: CashFlowReportView_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowReportView_report">;
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
  "name": "CashFlowReportView_report",
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
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
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
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "inflow",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "outflow",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalInflow",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalOutflow",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "net",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CashFlowTable_report"
    }
  ],
  "type": "CashFlowReport",
  "abstractKey": null
};
})();

(node as any).hash = "89cb00c7c29652e4abb3c28a74c5ec1a";

export default node;
