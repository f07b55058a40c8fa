/**
 * @generated SignedSource<<f08678ad74f4fee64c6f22a339af7e39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderDetails_order$data = {
  readonly approvals: ReadonlyArray<{
    readonly approvedAt: string;
    readonly approver: {
      readonly email: string;
      readonly fullName: string;
    } | null | undefined;
    readonly role: string;
  }>;
  readonly approvalsRequired: number;
  readonly approverRoles: ReadonlyArray<string>;
  readonly cancellation: {
    readonly at: string;
    readonly by: {
      readonly email: string;
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly failureReason: string | null | undefined;
  readonly id: string;
  readonly manualExport: {
    readonly createdAt: string;
    readonly downloadUrl: string;
    readonly fileName: string;
    readonly requestedBy: {
      readonly email: string;
      readonly fullName: string;
    } | null | undefined;
  } | null | undefined;
  readonly rejection: {
    readonly at: string;
    readonly by: {
      readonly email: string;
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly status: PaymentStatus;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderParties_order" | "PaymentOrderPurpose_order" | "PaymentOrderTerms_order" | "PaymentOrderTrail_order">;
  readonly " $fragmentType": "PaymentOrderDetails_order";
};
export type PaymentOrderDetails_order$key = {
  readonly " $data"?: PaymentOrderDetails_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderDetails_order">;
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
  "name": "PaymentOrderDetails_order",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentExport",
      "kind": "LinkedField",
      "name": "manualExport",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        },
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
          "name": "requestedBy",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalsRequired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approverRoles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentApproval",
      "kind": "LinkedField",
      "name": "approvals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
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
          "name": "approver",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentOrderParties_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentOrderTerms_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentOrderPurpose_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentOrderTrail_order"
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};
})();

(node as any).hash = "a69ecc92d212c2ab60876bb813a728bb";

export default node;
