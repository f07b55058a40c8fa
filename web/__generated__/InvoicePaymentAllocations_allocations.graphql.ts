/**
 * @generated SignedSource<<601a36c326172c48e82ae8e2caa8ce8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoicePaymentAllocations_allocations$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentAllocationRow_allocation">;
  readonly " $fragmentType": "InvoicePaymentAllocations_allocations";
}>;
export type InvoicePaymentAllocations_allocations$key = ReadonlyArray<{
  readonly " $data"?: InvoicePaymentAllocations_allocations$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentAllocations_allocations">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "InvoicePaymentAllocations_allocations",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoicePaymentAllocationRow_allocation"
    }
  ],
  "type": "PaymentAllocation",
  "abstractKey": null
};

(node as any).hash = "2a009bed7fb2f507140e70338a3cc041";

export default node;
