/**
 * @generated SignedSource<<86ff01792a960d451cb84284c98e9b1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerStatus = "ACTIVE" | "CANCELLED" | "DEACTIVATED" | "EXPIRED" | "INVITED" | "REJECTED" | "REQUEST_SENT" | "%future added value";
export type CustomerType = "COMPANY" | "INDIVIDUAL" | "INDIVIDUAL_B2B" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerDetail_customer$data = {
  readonly createdAt: string;
  readonly deactivation: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly email: string;
  readonly id: string;
  readonly invitation: {
    readonly expired: boolean;
    readonly expiresAt: string;
    readonly sendCount: number;
    readonly sentAt: string;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly rejection: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly requestSubmittedAt: string | null | undefined;
  readonly status: CustomerStatus;
  readonly type: CustomerType;
  readonly viewerCanApprove: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerDocuments_customer" | "CustomerPaymentInfo_customer" | "CustomerRevisions_customer" | "customerProfileFields_customer">;
  readonly " $fragmentType": "CustomerDetail_customer";
};
export type CustomerDetail_customer$key = {
  readonly " $data"?: CustomerDetail_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerDetail_customer">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerDetail_customer",
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
      "name": "type",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerInvitation",
      "kind": "LinkedField",
      "name": "invitation",
      "plural": false,
      "selections": [
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
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expired",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sendCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestSubmittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanApprove",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "rejection",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "deactivation",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "customerProfileFields_customer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CustomerPaymentInfo_customer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CustomerDocuments_customer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CustomerRevisions_customer"
    }
  ],
  "type": "Customer",
  "abstractKey": null
};
})();

(node as any).hash = "42e1794fe7caac492e19a03f4d6f8982";

export default node;
