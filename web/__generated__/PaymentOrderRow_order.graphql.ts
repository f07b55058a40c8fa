/**
 * @generated SignedSource<<86ec6984f826f206fce7816ccb3b9b3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderRow_order$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly beneficiary: {
    readonly accountName: string;
    readonly accountNumber: string;
    readonly bankName: string;
  };
  readonly counterparty?: {
    readonly alias: string;
    readonly legalName: string;
  } | null | undefined;
  readonly destinationAccount?: {
    readonly alias: string;
  } | null | undefined;
  readonly fee: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly id: string;
  readonly method: PaymentMethod;
  readonly sourceAccount: {
    readonly accountNumber: string;
    readonly alias: string;
    readonly bank: {
      readonly name: string;
    };
  } | null | undefined;
  readonly status: PaymentStatus;
  readonly viewerCanApprove: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderDateCell_order" | "PaymentOrderStatusCell_order">;
  readonly " $fragmentType": "PaymentOrderRow_order";
};
export type PaymentOrderRow_order$key = {
  readonly " $data"?: PaymentOrderRow_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderRow_order">;
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
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountNumber",
  "storageKey": null
},
v2 = {
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
  "name": "PaymentOrderRow_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "method",
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
      "concreteType": "PaymentBeneficiary",
      "kind": "LinkedField",
      "name": "beneficiary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "sourceAccount",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Bank",
          "kind": "LinkedField",
          "name": "bank",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Counterparty",
          "kind": "LinkedField",
          "name": "counterparty",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "legalName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "Payment",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BankAccount",
          "kind": "LinkedField",
          "name": "destinationAccount",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "type": "Transfer",
      "abstractKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentOrderDateCell_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentOrderStatusCell_order"
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};
})();

(node as any).hash = "93db12b418040cafdf0f3cc89ce5f131";

export default node;
