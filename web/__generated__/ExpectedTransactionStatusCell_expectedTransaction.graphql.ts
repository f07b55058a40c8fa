/**
 * @generated SignedSource<<b26b0638f3f1b6bbf74f414239e8129c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExpectedTransactionStatusCell_expectedTransaction$data = {
  readonly payingOrder: {
    readonly __typename: string;
    readonly id: string;
    readonly status: PaymentStatus;
  } | null | undefined;
  readonly reconciliationStatus: ReconciliationStatus;
  readonly reconciliations: ReadonlyArray<{
    readonly allocations: ReadonlyArray<{
      readonly statementTransaction: {
        readonly id: string;
        readonly reconciliationStatus: ReconciliationStatus;
      } | null | undefined;
    }>;
  }>;
  readonly " $fragmentType": "ExpectedTransactionStatusCell_expectedTransaction";
};
export type ExpectedTransactionStatusCell_expectedTransaction$key = {
  readonly " $data"?: ExpectedTransactionStatusCell_expectedTransaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpectedTransactionStatusCell_expectedTransaction">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reconciliationStatus",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpectedTransactionStatusCell_expectedTransaction",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Reconciliation",
      "kind": "LinkedField",
      "name": "reconciliations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReconciliationAllocation",
          "kind": "LinkedField",
          "name": "allocations",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "StatementTransaction",
              "kind": "LinkedField",
              "name": "statementTransaction",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "payingOrder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExpectedTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "9089a92defd454ff150e9526e26d8381";

export default node;
