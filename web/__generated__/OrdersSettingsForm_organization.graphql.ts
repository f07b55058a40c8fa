/**
 * @generated SignedSource<<8410fe694a7a521c5ece285e1bda8745>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersSettingsForm_organization$data = {
  readonly id: string;
  readonly ordersSettings: {
    readonly defaultPaymentTermDays: number;
    readonly invoiceNumberPrefix: string;
    readonly salesOrderApprovalRequired: boolean;
    readonly salesOrderNumberPrefix: string;
  } | null | undefined;
  readonly " $fragmentType": "OrdersSettingsForm_organization";
};
export type OrdersSettingsForm_organization$key = {
  readonly " $data"?: OrdersSettingsForm_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersSettingsForm_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrdersSettingsForm_organization",
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
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "549de6abd77bb229d7211d7898e584f3";

export default node;
