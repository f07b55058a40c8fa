/**
 * @generated SignedSource<<85526180fd912e59fe653be174a252d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreditMemoApplicationsCell_creditMemo$data = {
  readonly amount: {
    readonly currency: Currency;
  };
  readonly applications: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
    };
    readonly invoiceId: string;
    readonly invoiceNumber: string;
  }>;
  readonly requestedApplications: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
    };
    readonly invoiceId: string;
    readonly invoiceNumber: string;
  }>;
  readonly " $fragmentType": "CreditMemoApplicationsCell_creditMemo";
};
export type CreditMemoApplicationsCell_creditMemo$key = {
  readonly " $data"?: CreditMemoApplicationsCell_creditMemo$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditMemoApplicationsCell_creditMemo">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "invoiceId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "invoiceNumber",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "amount",
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreditMemoApplicationsCell_creditMemo",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditApplication",
      "kind": "LinkedField",
      "name": "applications",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditApplicationRequest",
      "kind": "LinkedField",
      "name": "requestedApplications",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "CreditMemo",
  "abstractKey": null
};
})();

(node as any).hash = "56fd0651baba2d5175f9d372fade50e5";

export default node;
