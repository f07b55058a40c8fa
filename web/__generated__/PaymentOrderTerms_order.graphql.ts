/**
 * @generated SignedSource<<bcf39359257c66b8e1e61d302e31e99c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
export type RecurrenceUnit = "DAYS" | "MONTHS" | "WEEKS" | "YEARS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderTerms_order$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly fee: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly method: PaymentMethod;
  readonly nextPaymentDate: string | null | undefined;
  readonly occurrence: number;
  readonly paymentDate: string;
  readonly recurrence: {
    readonly every: number;
    readonly unit: RecurrenceUnit;
    readonly until: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PaymentOrderTerms_order";
};
export type PaymentOrderTerms_order$key = {
  readonly " $data"?: PaymentOrderTerms_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderTerms_order">;
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
  "name": "PaymentOrderTerms_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentRecurrence",
      "kind": "LinkedField",
      "name": "recurrence",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "every",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "until",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occurrence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextPaymentDate",
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
      "name": "fee",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};
})();

(node as any).hash = "71c46b79463b8b6061b6e034e90088e0";

export default node;
