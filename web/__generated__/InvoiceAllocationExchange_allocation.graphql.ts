/**
 * @generated SignedSource<<bdc0f6e0b6978ecd97b101da59323f4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceAllocationExchange_allocation$data = {
  readonly exchange: {
    readonly atInvoiceRate: {
      readonly amount: string;
    };
    readonly atPaymentRate: {
      readonly amount: string;
    } | null | undefined;
    readonly difference: {
      readonly amount: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "InvoiceAllocationExchange_allocation";
};
export type InvoiceAllocationExchange_allocation$key = {
  readonly " $data"?: InvoiceAllocationExchange_allocation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceAllocationExchange_allocation">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceAllocationExchange_allocation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AllocationExchange",
      "kind": "LinkedField",
      "name": "exchange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "atInvoiceRate",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "atPaymentRate",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "difference",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentAllocation",
  "abstractKey": null
};
})();

(node as any).hash = "aa968b7397b1ffa70612b2e8b01ff5a0";

export default node;
