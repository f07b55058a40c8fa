/**
 * @generated SignedSource<<f2b6570eb1cfc80c24e5f1bbd43c356a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderRecordedActs_order$data = {
  readonly approvedAt: string | null | undefined;
  readonly approvedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly cancellation: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly closedAt: string | null | undefined;
  readonly closedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly createdBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly rejection: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly " $fragmentType": "OrderRecordedActs_order";
};
export type OrderRecordedActs_order$key = {
  readonly " $data"?: OrderRecordedActs_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRecordedActs_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  }
],
v1 = [
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
    "name": "at",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "by",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderRecordedActs_order",
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
      "name": "createdBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "approvedBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "rejection",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "closedBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": "__isOrder"
};
})();

(node as any).hash = "94dd5d0938c83ae5dd796c8c36f8cae8";

export default node;
