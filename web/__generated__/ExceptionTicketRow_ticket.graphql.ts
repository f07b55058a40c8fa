/**
 * @generated SignedSource<<53d1d6a41e2ec2de084e17416daeaab7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ExceptionResolution = "ARCHIVED" | "MANUAL" | "RECONCILED" | "UNMATCHED" | "%future added value";
export type ExceptionTicketStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED" | "%future added value";
export type ExceptionType = "CHECKOUT_AMOUNT_DIFFERS" | "PAYOUT_AMOUNT_DIFFERS" | "PAYOUT_NOT_ON_STATEMENT" | "REJECTED_TWICE" | "UNMATCHED_STATEMENT_TRANSACTION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketRow_ticket$data = {
  readonly assignee: {
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
    readonly preferredName: string | null | undefined;
  } | null | undefined;
  readonly checkout: {
    readonly charged: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly invoiceNumber: string;
    readonly notifiedAt: string;
  } | null | undefined;
  readonly daysOpen: number;
  readonly id: string;
  readonly line: {
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly date: string;
  } | null | undefined;
  readonly payout: {
    readonly date: string;
    readonly expected: {
      readonly amount: string;
      readonly currency: Currency;
    };
  } | null | undefined;
  readonly resolution: ExceptionResolution | null | undefined;
  readonly status: ExceptionTicketStatus;
  readonly type: ExceptionType;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketAmountCell_ticket" | "ExceptionTicketCheckoutCell_ticket" | "ExceptionTicketLineCell_ticket" | "ExceptionTicketPayoutCell_ticket" | "ExceptionTicketStatusCell_ticket">;
  readonly " $fragmentType": "ExceptionTicketRow_ticket";
};
export type ExceptionTicketRow_ticket$key = {
  readonly " $data"?: ExceptionTicketRow_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketRow_ticket">;
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
  "name": "date",
  "storageKey": null
},
v2 = [
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
  "name": "ExceptionTicketRow_ticket",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
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
      "name": "daysOpen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExceptionTicketLine",
      "kind": "LinkedField",
      "name": "line",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
          "plural": false,
          "selections": (v2/*:: as any*/),
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "expected",
          "plural": false,
          "selections": (v2/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "invoiceNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notifiedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "charged",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "assignee",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferredName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolution",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExceptionTicketLineCell_ticket"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExceptionTicketPayoutCell_ticket"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExceptionTicketCheckoutCell_ticket"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExceptionTicketAmountCell_ticket"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExceptionTicketStatusCell_ticket"
    }
  ],
  "type": "ExceptionTicket",
  "abstractKey": null
};
})();

(node as any).hash = "67df9ff2759432111d97741f64c54de9";

export default node;
