/**
 * @generated SignedSource<<48b97562378ea5c625938e8bb4d274a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreditMemoStatus = "APPLIED" | "CANCELLED" | "DRAFT" | "OPEN" | "PENDING_APPROVAL" | "REJECTED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceCreditApplications_applications$data = ReadonlyArray<{
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly appliedAt: string;
  readonly creditMemo: {
    readonly id: string;
    readonly number: string;
    readonly reason: string;
    readonly status: CreditMemoStatus;
  };
  readonly " $fragmentType": "InvoiceCreditApplications_applications";
}>;
export type InvoiceCreditApplications_applications$key = ReadonlyArray<{
  readonly " $data"?: InvoiceCreditApplications_applications$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceCreditApplications_applications">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "InvoiceCreditApplications_applications",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditMemo",
      "kind": "LinkedField",
      "name": "creditMemo",
      "plural": false,
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
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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
      "name": "appliedAt",
      "storageKey": null
    }
  ],
  "type": "CreditApplication",
  "abstractKey": null
};

(node as any).hash = "9bb9bb399a92a9cb418bf33923948ec7";

export default node;
