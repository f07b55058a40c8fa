/**
 * @generated SignedSource<<d9c8a07cd8dacf18525f81f38f54a461>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillCategory = "INSURANCE" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillRow_bill$data = {
  readonly category: BillCategory;
  readonly counterparty: {
    readonly alias: string;
    readonly legalName: string;
  } | null | undefined;
  readonly date: string;
  readonly " $fragmentSpreads": FragmentRefs<"BillStatusCell_bill" | "useBillTarget_bill">;
  readonly " $fragmentType": "BillRow_bill";
};
export type BillRow_bill$key = {
  readonly " $data"?: BillRow_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillRow_bill">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillRow_bill",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "useBillTarget_bill",
      "selections": [
        (v0/*:: as any*/),
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
          "name": "dueDate",
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
            },
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
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanApprove",
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Payment",
          "kind": "LinkedField",
          "name": "payingOrder",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
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
      "name": "category",
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
        (v1/*:: as any*/),
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
      "name": "BillStatusCell_bill"
    }
  ],
  "type": "Bill",
  "abstractKey": null
};
})();

(node as any).hash = "4fa314849c5f3e14879531283a7af397";

export default node;
