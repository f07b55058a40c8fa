/**
 * @generated SignedSource<<01663bd4c2c33febe93799bd4a87f0d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SalesInvoiceStatus = "CANCELLED" | "DRAFT" | "ISSUED" | "PAID" | "PENDING_APPROVAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceActs_salesInvoice$data = {
  readonly approvedAt: string | null | undefined;
  readonly approvedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly approver: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly cancellation: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly createdBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly returned: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly status: SalesInvoiceStatus;
  readonly submittedAt: string | null | undefined;
  readonly submittedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentType": "InvoiceActs_salesInvoice";
};
export type InvoiceActs_salesInvoice$key = {
  readonly " $data"?: InvoiceActs_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceActs_salesInvoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = [
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
    "selections": (v1/*:: as any*/),
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceActs_salesInvoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "approver",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "submittedBy",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "returned",
      "plural": false,
      "selections": (v2/*:: as any*/),
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
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "3cdb33bcf9ffec08549ff94adc72aeb9";

export default node;
