/**
 * @generated SignedSource<<13ece6e68dbeba48c772ad0a332f2e5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerDocumentFile_document$data = {
  readonly contentType: string;
  readonly downloadUrl: string;
  readonly fileName: string;
  readonly id: string;
  readonly size: number;
  readonly uploadedAt: string;
  readonly uploadedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentType": "CustomerDocumentFile_document";
};
export type CustomerDocumentFile_document$key = {
  readonly " $data"?: CustomerDocumentFile_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerDocumentFile_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerDocumentFile_document",
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
  "type": "CustomerDocument",
  "abstractKey": null
};

(node as any).hash = "6ca4b6c853244899fd9b94ec15b3e405";

export default node;
