/**
 * @generated SignedSource<<065d4700b06d8b0d85e8e87aa4d7cedc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceEditForm_recurringInvoice$data = {
  readonly count: number | null | undefined;
  readonly endDate: string | null | undefined;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly orderLine: number;
    readonly quantity: string;
  }>;
  readonly nextDate: string;
  readonly notes: string | null | undefined;
  readonly salesOrder: {
    readonly customer: {
      readonly name: string | null | undefined;
    } | null | undefined;
    readonly id: string;
    readonly lines: ReadonlyArray<{
      readonly position: number;
      readonly product: string;
      readonly quantity: string;
    }>;
    readonly number: string;
  } | null | undefined;
  readonly version: number;
  readonly " $fragmentType": "RecurringInvoiceEditForm_recurringInvoice";
};
export type RecurringInvoiceEditForm_recurringInvoice$key = {
  readonly " $data"?: RecurringInvoiceEditForm_recurringInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceEditForm_recurringInvoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceEditForm_recurringInvoice",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecurringInvoiceLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderLine",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesOrder",
      "kind": "LinkedField",
      "name": "salesOrder",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "Customer",
          "kind": "LinkedField",
          "name": "customer",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentLine",
          "kind": "LinkedField",
          "name": "lines",
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RecurringInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "665892377451ca3696e9e1f0f75b5d46";

export default node;
