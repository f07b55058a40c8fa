/**
 * @generated SignedSource<<f2c5e46ffa9b47ef85bd0d51b206c881>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerDocumentKind = "ARTICLES_OF_ASSOCIATION" | "BANK_STATEMENT" | "BUSINESS_IDENTIFICATION_NUMBER" | "COMPANY_TAX_NUMBER" | "DEED_OF_ESTABLISHMENT" | "DIRECTOR_ID" | "FINANCIAL_STATEMENT" | "INDIVIDUAL_ID" | "INDIVIDUAL_TAX_NUMBER" | "%future added value";
export type CustomerStatus = "ACTIVE" | "CANCELLED" | "DEACTIVATED" | "EXPIRED" | "INVITED" | "REJECTED" | "REQUEST_SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerDocuments_customer$data = {
  readonly documentChecklist: ReadonlyArray<{
    readonly kind: CustomerDocumentKind;
    readonly required: boolean;
    readonly uploaded: boolean;
  }>;
  readonly documents: ReadonlyArray<{
    readonly id: string;
    readonly kind: CustomerDocumentKind;
    readonly " $fragmentSpreads": FragmentRefs<"CustomerDocumentFile_document">;
  }>;
  readonly id: string;
  readonly status: CustomerStatus;
  readonly " $fragmentType": "CustomerDocuments_customer";
};
export type CustomerDocuments_customer$key = {
  readonly " $data"?: CustomerDocuments_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerDocuments_customer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerDocuments_customer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerDocumentCheck",
      "kind": "LinkedField",
      "name": "documentChecklist",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uploaded",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CustomerDocumentFile_document"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Customer",
  "abstractKey": null
};
})();

(node as any).hash = "70f3e26f8609afd63cd0c7ff0823d054";

export default node;
