/**
 * @generated SignedSource<<220b96a823ee4c9cc146d90a2a5329de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersSettingsForm_viewer$data = {
  readonly organization: {
    readonly id: string;
    readonly ordersSettings: {
      readonly defaultPaymentTermDays: number;
      readonly invoiceNumberPrefix: string;
      readonly salesOrderApprovalRequired: boolean;
      readonly salesOrderNumberPrefix: string;
    } | null | undefined;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "OrdersSettingsForm_viewer";
};
export type OrdersSettingsForm_viewer$key = {
  readonly " $data"?: OrdersSettingsForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersSettingsForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrdersSettingsForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
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
          "concreteType": "OrdersSettings",
          "kind": "LinkedField",
          "name": "ordersSettings",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "defaultPaymentTermDays",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "invoiceNumberPrefix",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "salesOrderNumberPrefix",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "salesOrderApprovalRequired",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "86110859916a29fb273acf742b36e669";

export default node;
