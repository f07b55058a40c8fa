/**
 * @generated SignedSource<<4d8813cdd279f690badd58c3244118a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceRemindersForm_viewer$data = {
  readonly organization: {
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceRemindersForm_organization">;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "InvoiceRemindersForm_viewer";
};
export type InvoiceRemindersForm_viewer$key = {
  readonly " $data"?: InvoiceRemindersForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceRemindersForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceRemindersForm_viewer",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceRemindersForm_organization"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e1563d6ce156fcd2bd5f952695d15b9c";

export default node;
