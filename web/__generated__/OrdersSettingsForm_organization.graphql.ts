/**
 * @generated SignedSource<<26deffba9c2f2b745c70557479c75ced>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingCycle = "BIWEEKLY" | "MONTHLY" | "PER_ORDER" | "WEEKLY" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrdersSettingsForm_organization$data = {
  readonly defaultCurrency: Currency;
  readonly id: string;
  readonly ordersSettings: {
    readonly billPriceTolerance: string;
    readonly billQuantityTolerance: string;
    readonly creditMemoApprovalRequired: boolean;
    readonly defaultBillingCycle: BillingCycle;
    readonly defaultCreditLimit: string;
    readonly defaultPaymentTermDays: number;
    readonly invoiceNumberPrefix: string;
    readonly purchaseOrderApprovalRequired: boolean;
    readonly purchaseOrderApprovalThreshold: string | null | undefined;
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
      "kind": "ScalarField",
      "name": "defaultCurrency",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "creditMemoApprovalRequired",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purchaseOrderApprovalRequired",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purchaseOrderApprovalThreshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billQuantityTolerance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billPriceTolerance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultCreditLimit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultBillingCycle",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "13efdd33c4a3a546e51f54ce5ab87185";

export default node;
