/**
 * @generated SignedSource<<c183edaa86c95c0a68801c8205944605>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_invoiceDelivery$data = {
  readonly financeContactEmail: string | null | undefined;
  readonly financeContactName: string | null | undefined;
  readonly hardCopyRequired: boolean | null | undefined;
  readonly invoiceLanguage: Language | null | undefined;
  readonly " $fragmentType": "customerProfileFields_invoiceDelivery";
};
export type customerProfileFields_invoiceDelivery$key = {
  readonly " $data"?: customerProfileFields_invoiceDelivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_invoiceDelivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_invoiceDelivery",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hardCopyRequired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "financeContactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "financeContactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceLanguage",
      "storageKey": null
    }
  ],
  "type": "CustomerInvoiceDelivery",
  "abstractKey": null
};

(node as any).hash = "9f63cbf8ee46f9ed828a8f221d6362be";

export default node;
