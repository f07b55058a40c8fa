/**
 * @generated SignedSource<<a63116c8ef58880e9f5d34d076c96252>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type openInvoiceFields_salesInvoice$data = {
  readonly dueDate: string;
  readonly id: string;
  readonly number: string | null | undefined;
  readonly remainingAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentType": "openInvoiceFields_salesInvoice";
};
export type openInvoiceFields_salesInvoice$key = {
  readonly " $data"?: openInvoiceFields_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"openInvoiceFields_salesInvoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "openInvoiceFields_salesInvoice",
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "remainingAmount",
      "plural": false,
      "selections": [
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
      ],
      "storageKey": null
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
};

(node as any).hash = "8416201ac87176049ebaa934f500fdb5";

export default node;
