/**
 * @generated SignedSource<<7ef57c532c7cdbe4b3740db5cf9e2057>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SalesInvoiceStatus = "CANCELLED" | "DRAFT" | "ISSUED" | "PAID" | "PENDING_APPROVAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceList_query$data = {
  readonly salesInvoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: SalesInvoiceStatus;
        readonly " $fragmentSpreads": FragmentRefs<"InvoiceRow_salesInvoice">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "InvoiceList_query";
};
export type InvoiceList_query$key = {
  readonly " $data"?: InvoiceList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceList_query">;
};

import InvoiceListPaginationQuery_graphql from './InvoiceListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "salesInvoices"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": InvoiceListPaginationQuery_graphql
    }
  },
  "name": "InvoiceList_query",
  "selections": [
    {
      "alias": "salesInvoices",
      "args": [
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "SalesInvoiceConnection",
      "kind": "LinkedField",
      "name": "__InvoiceList_salesInvoices_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SalesInvoiceEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SalesInvoice",
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
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "InvoiceRow_salesInvoice"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "9c65362fc1d5b240cc191c113931c2d4";

export default node;
