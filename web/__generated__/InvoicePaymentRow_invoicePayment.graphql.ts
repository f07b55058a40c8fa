/**
 * @generated SignedSource<<9cf0ba1b0ce6913ae8a6047f703d54a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreditRefundStatus = "RELEASED" | "RESERVED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoicePaymentAction = "ALLOCATE" | "CANCEL" | "REFUND" | "%future added value";
export type InvoicePaymentMethod = "BANK_TRANSFER" | "CASH" | "CHEQUE" | "OTHER" | "QRIS" | "VIRTUAL_ACCOUNT" | "%future added value";
export type InvoicePaymentSource = "BANK" | "CHECKOUT" | "MANUAL" | "%future added value";
export type InvoicePaymentStatus = "ALLOCATED" | "CANCELLED" | "OPEN" | "%future added value";
export type PaymentSettlementStatus = "PENDING" | "SETTLED" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoicePaymentRow_invoicePayment$data = {
  readonly actions: ReadonlyArray<InvoicePaymentAction>;
  readonly allocatedAmount: {
    readonly amount: string;
  };
  readonly allocations: ReadonlyArray<{
    readonly id: string;
    readonly invoiceNumber: string;
  }>;
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly customerName: string;
  readonly gatewayFee: {
    readonly amount: string;
  } | null | undefined;
  readonly id: string;
  readonly method: InvoicePaymentMethod;
  readonly number: string;
  readonly paymentDate: string;
  readonly proofs: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly reference: string | null | undefined;
  readonly refundedAmount: {
    readonly amount: string;
  };
  readonly refunds: ReadonlyArray<{
    readonly payment: {
      readonly id: string;
      readonly status: PaymentStatus;
    } | null | undefined;
    readonly status: CreditRefundStatus;
  }>;
  readonly settledOn: string | null | undefined;
  readonly settlementStatus: PaymentSettlementStatus;
  readonly source: InvoicePaymentSource;
  readonly status: InvoicePaymentStatus;
  readonly unallocatedAmount: {
    readonly amount: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentExchange_invoicePayment" | "InvoicePaymentProofsDialog_invoicePayment">;
  readonly " $fragmentType": "InvoicePaymentRow_invoicePayment";
};
export type InvoicePaymentRow_invoicePayment$key = {
  readonly " $data"?: InvoicePaymentRow_invoicePayment$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentRow_invoicePayment">;
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
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicePaymentRow_invoicePayment",
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
      "name": "customerName",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "name": "settledOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "gatewayFee",
      "plural": false,
      "selections": (v3/*:: as any*/),
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
        (v2/*:: as any*/),
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "allocatedAmount",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "unallocatedAmount",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "refundedAmount",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditRefund",
      "kind": "LinkedField",
      "name": "refunds",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Payment",
          "kind": "LinkedField",
          "name": "payment",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentAllocation",
      "kind": "LinkedField",
      "name": "allocations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoicePaymentFile",
      "kind": "LinkedField",
      "name": "proofs",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actions",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoicePaymentProofsDialog_invoicePayment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoicePaymentExchange_invoicePayment"
    }
  ],
  "type": "InvoicePayment",
  "abstractKey": null
};
})();

(node as any).hash = "00dd2ad8c0946814a1c2e43d2f4d54fe";

export default node;
