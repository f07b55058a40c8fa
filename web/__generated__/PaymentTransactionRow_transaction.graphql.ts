/**
 * @generated SignedSource<<fd4030762573f36868264a236d5790e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentTransactionStatus = "FAILED" | "PENDING" | "REVERSED" | "SUCCESS" | "VOIDED" | "%future added value";
export type ProviderPaymentMethod = "CARD" | "DIRECT_DEBIT" | "EWALLET" | "OTHER" | "PAYLATER" | "QRIS" | "RETAIL_OUTLET" | "VIRTUAL_ACCOUNT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentTransactionRow_transaction$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly channel: string | null | undefined;
  readonly fees: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly id: string;
  readonly method: ProviderPaymentMethod | null | undefined;
  readonly netAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly occurredAt: string;
  readonly orderId: string | null | undefined;
  readonly paymentProvider: {
    readonly name: string;
  } | null | undefined;
  readonly providerReference: string;
  readonly status: PaymentTransactionStatus;
  readonly type: string;
  readonly " $fragmentType": "PaymentTransactionRow_transaction";
};
export type PaymentTransactionRow_transaction$key = {
  readonly " $data"?: PaymentTransactionRow_transaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentTransactionRow_transaction">;
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
  "name": "PaymentTransactionRow_transaction",
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
      "name": "providerReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
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
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occurredAt",
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
      "name": "fees",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "netAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentProvider",
      "kind": "LinkedField",
      "name": "paymentProvider",
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
  "type": "PaymentTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "c2d51bb57e186b874f2b8d40b39dd9b4";

export default node;
