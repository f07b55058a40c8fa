/**
 * @generated SignedSource<<1577fdfc1a050f66fb1a9e0a18749002>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerStatus = "ACTIVE" | "CANCELLED" | "DEACTIVATED" | "EXPIRED" | "INVITED" | "REJECTED" | "REQUEST_SENT" | "%future added value";
export type CustomerType = "COMPANY" | "INDIVIDUAL" | "INDIVIDUAL_B2B" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerRow_customer$data = {
  readonly approvedAt: string | null | undefined;
  readonly business: {
    readonly alias: string | null | undefined;
  } | null | undefined;
  readonly deactivation: {
    readonly at: string;
  } | null | undefined;
  readonly email: string;
  readonly id: string;
  readonly invitation: {
    readonly expired: boolean;
    readonly expiresAt: string;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly rejection: {
    readonly at: string;
  } | null | undefined;
  readonly requestSubmittedAt: string | null | undefined;
  readonly status: CustomerStatus;
  readonly type: CustomerType;
  readonly updatedAt: string;
  readonly " $fragmentType": "CustomerRow_customer";
};
export type CustomerRow_customer$key = {
  readonly " $data"?: CustomerRow_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerRow_customer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "at",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerRow_customer",
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
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerBusiness",
      "kind": "LinkedField",
      "name": "business",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        }
      ],
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
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expired",
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
      "name": "approvedAt",
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
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Customer",
  "abstractKey": null
};
})();

(node as any).hash = "c8f920c7c266cf4f9774b7a0de4d062b";

export default node;
