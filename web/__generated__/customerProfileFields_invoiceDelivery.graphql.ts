/**
 * @generated SignedSource<<f1c537d6d6bf55b40fe18510564603ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_invoiceDelivery$data = {
  readonly financeContactEmail: string | null | undefined;
  readonly financeContactName: string | null | undefined;
  readonly hardCopyRequired: boolean | null | undefined;
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
    }
  ],
  "type": "CustomerInvoiceDelivery",
  "abstractKey": null
};

(node as any).hash = "a53d65a0d164036e5ae888987656f399";

export default node;
