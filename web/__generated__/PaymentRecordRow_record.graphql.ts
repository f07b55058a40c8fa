/**
 * @generated SignedSource<<386813fdb4263a7d248f423e7f54afa6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentSettlementStatus = "PENDING" | "SETTLED" | "%future added value";
export type PaymentTransactionStatus = "FAILED" | "PENDING" | "REVERSED" | "SUCCESS" | "VOIDED" | "%future added value";
export type ProviderPaymentMethod = "CARD" | "DIRECT_DEBIT" | "EWALLET" | "OTHER" | "PAYLATER" | "QRIS" | "RETAIL_OUTLET" | "VIRTUAL_ACCOUNT" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentRecordRow_record$data = {
  readonly channel: string | null | undefined;
  readonly customer: string | null | undefined;
  readonly fees: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly grossAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly id: string;
  readonly method: ProviderPaymentMethod;
  readonly netAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly orderId: string;
  readonly paidAt: string;
  readonly paymentProvider: {
    readonly name: string;
  } | null | undefined;
  readonly reconciliationStatus: ReconciliationStatus;
  readonly settledAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly settlementStatus: PaymentSettlementStatus;
  readonly status: PaymentTransactionStatus;
  readonly " $fragmentType": "PaymentRecordRow_record";
};
export type PaymentRecordRow_record$key = {
  readonly " $data"?: PaymentRecordRow_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRecordRow_record">;
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
  "name": "PaymentRecordRow_record",
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
      "name": "orderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customer",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "grossAmount",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "settledAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "settlementStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reconciliationStatus",
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
  "type": "PaymentRecord",
  "abstractKey": null
};
})();

(node as any).hash = "d847b78a23c70b260d76cd20d7a080e7";

export default node;
