/**
 * @generated SignedSource<<f823a4f202ebdc52531686d187992630>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoicePaymentAllocationRow_allocation$data = {
  readonly allocatedAt: string;
  readonly allocatedBy: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly id: string;
  readonly payment: {
    readonly id: string;
    readonly number: string;
    readonly paymentDate: string;
    readonly reference: string | null | undefined;
  };
  readonly rounding: {
    readonly amount: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceAllocationExchange_allocation">;
  readonly " $fragmentType": "InvoicePaymentAllocationRow_allocation";
};
export type InvoicePaymentAllocationRow_allocation$key = {
  readonly " $data"?: InvoicePaymentAllocationRow_allocation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentAllocationRow_allocation">;
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
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicePaymentAllocationRow_allocation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
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
      "name": "rounding",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allocatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "allocatedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoicePayment",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
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
          "name": "paymentDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceAllocationExchange_allocation"
    }
  ],
  "type": "PaymentAllocation",
  "abstractKey": null
};
})();

(node as any).hash = "54bb3a25c57c6624d84bf880cc1e7805";

export default node;
