/**
 * @generated SignedSource<<c513337b8a3add216004e739d5747ad1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type ReconciliationFeeBooking = "BANK_FEE" | "EXPENSE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationFeeBookingCard_query$data = {
  readonly reconciliationSettings?: {
    readonly feeBooking: ReconciliationFeeBooking;
    readonly feeCategory: CashCategory | null | undefined;
  };
  readonly " $fragmentType": "ReconciliationFeeBookingCard_query";
};
export type ReconciliationFeeBookingCard_query$key = {
  readonly " $data"?: ReconciliationFeeBookingCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationFeeBookingCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "withFees"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationFeeBookingCard_query",
  "selections": [
    {
      "condition": "withFees",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReconciliationSettings",
          "kind": "LinkedField",
          "name": "reconciliationSettings",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "feeBooking",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "feeCategory",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bea9b39e4104fefd81e28eda25b74a1e";

export default node;
