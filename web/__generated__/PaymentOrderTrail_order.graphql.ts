/**
 * @generated SignedSource<<cb0082d859ed00850729952468a8058c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderTrail_order$data = {
  readonly bankReference: string | null | undefined;
  readonly createdAt: string;
  readonly maker: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly makers: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
  } | null | undefined>;
  readonly reconciliationStatus: ReconciliationStatus;
  readonly sentAt: string | null | undefined;
  readonly " $fragmentType": "PaymentOrderTrail_order";
};
export type PaymentOrderTrail_order$key = {
  readonly " $data"?: PaymentOrderTrail_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderTrail_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentOrderTrail_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "maker",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "makers",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reconciliationStatus",
      "storageKey": null
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};
})();

(node as any).hash = "6759a4aa88433f8213fe9d7ce374b014";

export default node;
