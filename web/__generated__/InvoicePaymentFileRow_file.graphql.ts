/**
 * @generated SignedSource<<98c45e3701bfcb22fd90eb895995cef2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoicePaymentFileRow_file$data = {
  readonly contentType: string;
  readonly downloadUrl: string;
  readonly fileName: string;
  readonly id: string;
  readonly size: number;
  readonly uploadedAt: string;
  readonly uploadedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentType": "InvoicePaymentFileRow_file";
};
export type InvoicePaymentFileRow_file$key = {
  readonly " $data"?: InvoicePaymentFileRow_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentFileRow_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicePaymentFileRow_file",
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
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uploadedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "uploadedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    }
  ],
  "type": "InvoicePaymentFile",
  "abstractKey": null
};

(node as any).hash = "e4a99e455d453e21be6cbef18b4c1478";

export default node;
