/**
 * @generated SignedSource<<ec26c04d5fd9b0bdd47a7250848e86b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeDueFigure_summary$data = {
  readonly dueThisWeek: ReadonlyArray<{
    readonly currency: Currency;
    readonly incoming: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly incomingCount: number;
    readonly outgoing: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly outgoingCount: number;
  }> | null | undefined;
  readonly overdueBills: number | null | undefined;
  readonly weekEnd: string;
  readonly weekStart: string;
  readonly " $fragmentType": "HomeDueFigure_summary";
};
export type HomeDueFigure_summary$key = {
  readonly " $data"?: HomeDueFigure_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeDueFigure_summary">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeDueFigure_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeDue",
      "kind": "LinkedField",
      "name": "dueThisWeek",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "incoming",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "outgoing",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "incomingCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outgoingCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdueBills",
      "storageKey": null
    }
  ],
  "type": "HomeSummary",
  "abstractKey": null
};
})();

(node as any).hash = "048ef1f173a098ef8ba0e75b76474d96";

export default node;
