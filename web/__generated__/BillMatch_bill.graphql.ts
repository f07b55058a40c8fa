/**
 * @generated SignedSource<<16ec01367be10b4da266f275d9ca68cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillMatchStatus = "DIFFERENCES" | "MATCHED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillMatch_bill$data = {
  readonly matchLines: ReadonlyArray<{
    readonly billedBefore: string;
    readonly ordered: string;
    readonly orderedUnitPrice: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly position: number;
    readonly priceDifference: boolean;
    readonly product: string;
    readonly quantity: string;
    readonly quantityDifference: boolean;
    readonly received: string;
    readonly total: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly unitPrice: {
      readonly amount: string;
      readonly currency: Currency;
    };
  }>;
  readonly matchStatus: BillMatchStatus | null | undefined;
  readonly purchaseOrder: {
    readonly id: string;
  } | null | undefined;
  readonly purchaseOrderNumber: string | null | undefined;
  readonly " $fragmentType": "BillMatch_bill";
};
export type BillMatch_bill$key = {
  readonly " $data"?: BillMatch_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillMatch_bill">;
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
  "name": "BillMatch_bill",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "purchaseOrderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PurchaseOrder",
      "kind": "LinkedField",
      "name": "purchaseOrder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BillMatchLine",
      "kind": "LinkedField",
      "name": "matchLines",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "product",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ordered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "received",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billedBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "orderedUnitPrice",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "unitPrice",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantityDifference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceDifference",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Bill",
  "abstractKey": null
};
})();

(node as any).hash = "39fa5cf391a67c8c7c5891ba52f3c027";

export default node;
