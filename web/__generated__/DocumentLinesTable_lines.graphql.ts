/**
 * @generated SignedSource<<f312a5b496aad51661d98d3ef41a70a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type LineKind = "GOODS" | "SERVICE" | "%future added value";
export type TaxCode = "NO_PPN" | "PPN" | "PPN_LUXURY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentLinesTable_lines$data = ReadonlyArray<{
  readonly description: string | null | undefined;
  readonly discount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly discountPercent: string | null | undefined;
  readonly kind: LineKind;
  readonly position: number;
  readonly priceIncludesTax: boolean;
  readonly product: string;
  readonly quantity: string;
  readonly taxBase: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly taxCode: TaxCode;
  readonly total: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly unit: string;
  readonly unitPrice: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly vat: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly vatRate: number;
  readonly " $fragmentType": "DocumentLinesTable_lines";
}>;
export type DocumentLinesTable_lines$key = ReadonlyArray<{
  readonly " $data"?: DocumentLinesTable_lines$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentLinesTable_lines">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "DocumentLinesTable_lines",
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
      "name": "description",
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
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatRate",
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
      "kind": "ScalarField",
      "name": "priceIncludesTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "taxBase",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "vat",
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
    }
  ],
  "type": "DocumentLine",
  "abstractKey": null
};
})();

(node as any).hash = "7009c6580a9e5e879e89342d1340bcac";

export default node;
