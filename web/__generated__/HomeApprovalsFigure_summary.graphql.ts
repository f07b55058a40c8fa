/**
 * @generated SignedSource<<af5b632aea25de425f00ee102a4b85c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeApprovalsFigure_summary$data = {
  readonly approvals: {
    readonly bills: number | null | undefined;
    readonly invoices: {
      readonly count: number;
      readonly waiting: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeWaitingInvoice_salesInvoice">;
      }>;
    } | null | undefined;
    readonly payments: number | null | undefined;
    readonly transfers: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "HomeApprovalsFigure_summary";
};
export type HomeApprovalsFigure_summary$key = {
  readonly " $data"?: HomeApprovalsFigure_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeApprovalsFigure_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeApprovalsFigure_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeApprovals",
      "kind": "LinkedField",
      "name": "approvals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transfers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bills",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeInvoiceApprovals",
          "kind": "LinkedField",
          "name": "invoices",
          "plural": false,
          "selections": [
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
              "concreteType": "SalesInvoice",
              "kind": "LinkedField",
              "name": "waiting",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "HomeWaitingInvoice_salesInvoice"
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
  "type": "HomeSummary",
  "abstractKey": null
};

(node as any).hash = "68e7e56c7d8717c9da29cc424b28ee6b";

export default node;
