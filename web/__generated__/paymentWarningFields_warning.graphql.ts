/**
 * @generated SignedSource<<bea4235fd01dc7471835341a86b96d1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentWarningCode = "BALANCE_SHORTFALL" | "BALANCE_UNKNOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type paymentWarningFields_warning$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly available: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly code: PaymentWarningCode;
  readonly field: string | null | undefined;
  readonly shortfall: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly " $fragmentType": "paymentWarningFields_warning";
};
export type paymentWarningFields_warning$key = {
  readonly " $data"?: paymentWarningFields_warning$data;
  readonly " $fragmentSpreads": FragmentRefs<"paymentWarningFields_warning">;
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
  "name": "paymentWarningFields_warning",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "available",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "shortfall",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "PaymentWarning",
  "abstractKey": null
};
})();

(node as any).hash = "bdc8efd33ffa66c2a123be958a26eb69";

export default node;
