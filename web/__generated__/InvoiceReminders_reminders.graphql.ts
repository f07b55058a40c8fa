/**
 * @generated SignedSource<<466be9692d21553126b7ffb111cb3ffa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceReminders_reminders$data = ReadonlyArray<{
  readonly daysOverdue: number;
  readonly sentAt: string;
  readonly sentTo: string;
  readonly step: number;
  readonly " $fragmentType": "InvoiceReminders_reminders";
}>;
export type InvoiceReminders_reminders$key = ReadonlyArray<{
  readonly " $data"?: InvoiceReminders_reminders$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceReminders_reminders">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "InvoiceReminders_reminders",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "step",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysOverdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentTo",
      "storageKey": null
    }
  ],
  "type": "InvoiceReminder",
  "abstractKey": null
};

(node as any).hash = "72855b29032aa478d06d434ff7d0df62";

export default node;
