/**
 * @generated SignedSource<<17d59723ebdef022bbf1b58291640bb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoiceDeliveryStatus = "OPEN" | "RECEIVED" | "SHIPPED" | "%future added value";
export type InvoiceWithholdingStatus = "AWAITING_SLIP" | "CANCELLED" | "RECEIVED" | "%future added value";
export type SalesInvoiceAction = "APPROVE" | "CANCEL" | "RETURN" | "SUBMIT" | "%future added value";
export type SalesInvoiceStatus = "CANCELLED" | "DRAFT" | "ISSUED" | "PAID" | "PENDING_APPROVAL" | "%future added value";
export type TaxCode = "NO_PPN" | "PPN" | "PPN_LUXURY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceDetail_salesInvoice$data = {
  readonly actions: ReadonlyArray<SalesInvoiceAction>;
  readonly activities: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentActivities_entries">;
  }>;
  readonly approver: {
    readonly id: string;
  } | null | undefined;
  readonly comments: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentConversation_comments">;
  }>;
  readonly createdBy: {
    readonly id: string;
  } | null | undefined;
  readonly creditApplications: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceCreditApplications_applications">;
  }>;
  readonly customerId: string;
  readonly customerName: string;
  readonly delivery: {
    readonly status: InvoiceDeliveryStatus;
  } | null | undefined;
  readonly dueDate: string;
  readonly fakturFacility: {
    readonly addInfo: string;
    readonly customDoc: string | null | undefined;
    readonly customDocMonth: string | null | undefined;
    readonly trxCode: string;
  } | null | undefined;
  readonly id: string;
  readonly invoiceDate: string;
  readonly lines: ReadonlyArray<{
    readonly taxCode: TaxCode;
    readonly " $fragmentSpreads": FragmentRefs<"DocumentLinesTable_lines">;
  }>;
  readonly milestones: ReadonlyArray<{
    readonly position: number;
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceMilestones_milestones">;
  }>;
  readonly number: string | null | undefined;
  readonly paymentAllocations: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentAllocations_allocations">;
  }>;
  readonly remainingAmount: {
    readonly amount: string;
  };
  readonly reminders: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceReminders_reminders">;
  }>;
  readonly revisions: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentRevisions_revisions">;
  }>;
  readonly salesOrderNumber: string;
  readonly sellerHadNpwp: boolean | null | undefined;
  readonly status: SalesInvoiceStatus;
  readonly submittedBy: {
    readonly id: string;
  } | null | undefined;
  readonly taxInvoiceNumber: string | null | undefined;
  readonly totals: {
    readonly grandTotal: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
  };
  readonly version: number;
  readonly withholding: {
    readonly id: string;
    readonly status: InvoiceWithholdingStatus;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceEditDialog_salesInvoice" | "InvoiceExchangeTotal_salesInvoice" | "InvoiceFacts_salesInvoice" | "InvoiceTaxConversion_salesInvoice">;
  readonly " $fragmentType": "InvoiceDetail_salesInvoice";
};
export type InvoiceDetail_salesInvoice$key = {
  readonly " $data"?: InvoiceDetail_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceDetail_salesInvoice">;
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
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceDetail_salesInvoice",
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
      "name": "salesOrderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerId",
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
      "name": "invoiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditApplication",
      "kind": "LinkedField",
      "name": "creditApplications",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceCreditApplications_applications"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentAllocation",
      "kind": "LinkedField",
      "name": "paymentAllocations",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoicePaymentAllocations_allocations"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceExchangeTotal_salesInvoice"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceReminder",
      "kind": "LinkedField",
      "name": "reminders",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceReminders_reminders"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "remainingAmount",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityEntry",
      "kind": "LinkedField",
      "name": "activities",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentActivities_entries"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentComment",
      "kind": "LinkedField",
      "name": "comments",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentConversation_comments"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxInvoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellerHadNpwp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FakturFacility",
      "kind": "LinkedField",
      "name": "fakturFacility",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trxCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addInfo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customDoc",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customDocMonth",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceWithholding",
      "kind": "LinkedField",
      "name": "withholding",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "approver",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "submittedBy",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceDelivery",
      "kind": "LinkedField",
      "name": "delivery",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "grandTotal",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentTotalsBlock_totals"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxCode",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentLinesTable_lines"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceMilestone",
      "kind": "LinkedField",
      "name": "milestones",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceMilestones_milestones"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentRevision",
      "kind": "LinkedField",
      "name": "revisions",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentRevisions_revisions"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceFacts_salesInvoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceEditDialog_salesInvoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceTaxConversion_salesInvoice"
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "b5f1ab2ef1b8fed9d3af114be79e661c";

export default node;
