/**
 * @generated SignedSource<<890f5faaf8dc81375e847bdc00408691>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CoretaxLeftOutReason = "NO_PPN" | "SELLER_WITHOUT_NPWP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CoretaxDownload_query$data = {
  readonly coretaxMonth: {
    readonly invoiceCount: number;
    readonly latestMonth: string | null | undefined;
    readonly month: string | null | undefined;
    readonly withoutFaktur: ReadonlyArray<{
      readonly number: string;
      readonly reason: CoretaxLeftOutReason;
    }>;
  };
  readonly " $fragmentType": "CoretaxDownload_query";
};
export type CoretaxDownload_query$key = {
  readonly " $data"?: CoretaxDownload_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoretaxDownload_query">;
};

import CoretaxDownloadMonthQuery_graphql from './CoretaxDownloadMonthQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "month"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": CoretaxDownloadMonthQuery_graphql
    }
  },
  "name": "CoretaxDownload_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "month",
          "variableName": "month"
        }
      ],
      "concreteType": "CoretaxMonth",
      "kind": "LinkedField",
      "name": "coretaxMonth",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latestMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CoretaxInvoiceLeftOut",
          "kind": "LinkedField",
          "name": "withoutFaktur",
          "plural": true,
          "selections": [
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
              "name": "reason",
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

(node as any).hash = "682a416c2209d7c504ec1f94d4582324";

export default node;
