/**
 * @generated SignedSource<<b22de9b21a51e2cc17ee2684ef8520f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceRemindersForm_organization$data = {
  readonly id: string;
  readonly invoiceReminderSettings: {
    readonly days: ReadonlyArray<number>;
    readonly enabled: boolean;
  } | null | undefined;
  readonly " $fragmentType": "InvoiceRemindersForm_organization";
};
export type InvoiceRemindersForm_organization$key = {
  readonly " $data"?: InvoiceRemindersForm_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceRemindersForm_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceRemindersForm_organization",
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
      "concreteType": "InvoiceReminderSettings",
      "kind": "LinkedField",
      "name": "invoiceReminderSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "d16780e3b364ab7aacb6862be516855e";

export default node;
