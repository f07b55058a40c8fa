/**
 * @generated SignedSource<<a251c4a14ccbb97ce9792f8ea9c5761c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillCategory = "INSURANCE" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillFacts_bill$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly category: BillCategory;
  readonly counterparty: {
    readonly alias: string;
    readonly legalName: string;
  } | null | undefined;
  readonly date: string;
  readonly description: string | null | undefined;
  readonly dueDate: string;
  readonly number: string | null | undefined;
  readonly paidAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentSpreads": FragmentRefs<"BillTrail_bill">;
  readonly " $fragmentType": "BillFacts_bill";
};
export type BillFacts_bill$key = {
  readonly " $data"?: BillFacts_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillFacts_bill">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillFacts_bill",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "paidAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Counterparty",
      "kind": "LinkedField",
      "name": "counterparty",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillTrail_bill"
    }
  ],
  "type": "Bill",
  "abstractKey": null
};
})();

(node as any).hash = "07a7cfaeb9474ccae185ee16b467d71b";

export default node;
