/**
 * @generated SignedSource<<b6511134711fb02b74833d1355566b47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceForm_query$data = {
  readonly salesOrders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
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
      };
    }>;
  };
  readonly " $fragmentType": "RecurringInvoiceForm_query";
};
export type RecurringInvoiceForm_query$key = {
  readonly " $data"?: RecurringInvoiceForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceForm_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "status",
          "value": "OPEN"
        }
      ],
      "concreteType": "SalesOrderConnection",
      "kind": "LinkedField",
      "name": "salesOrders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SalesOrderEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SalesOrder",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "quantity",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "salesOrders(first:100,status:\"OPEN\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "dbcf48d939cbc52b10201503dd18bdb7";

export default node;
