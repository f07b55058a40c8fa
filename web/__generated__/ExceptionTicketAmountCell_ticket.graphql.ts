/**
 * @generated SignedSource<<d0a73252aea4726db8716af8b7aa0f40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketAmountCell_ticket$data = {
  readonly checkout: {
    readonly charged: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly paid: {
      readonly amount: string;
      readonly currency: Currency;
    };
  } | null | undefined;
  readonly line: {
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly direction: TransactionDirection;
  } | null | undefined;
  readonly payout: {
    readonly difference: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly expected: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly received: {
      readonly amount: string;
      readonly currency: Currency;
    };
  } | null | undefined;
  readonly " $fragmentType": "ExceptionTicketAmountCell_ticket";
};
export type ExceptionTicketAmountCell_ticket$key = {
  readonly " $data"?: ExceptionTicketAmountCell_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketAmountCell_ticket">;
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
  "name": "ExceptionTicketAmountCell_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExceptionTicketLine",
      "kind": "LinkedField",
      "name": "line",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "direction",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExceptionTicketPayout",
      "kind": "LinkedField",
      "name": "payout",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "expected",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "received",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "difference",
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
      "concreteType": "ExceptionTicketCheckout",
      "kind": "LinkedField",
      "name": "checkout",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "charged",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "paid",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExceptionTicket",
  "abstractKey": null
};
})();

(node as any).hash = "dc1941a1ff5237830a8eda342a1b77ce";

export default node;
