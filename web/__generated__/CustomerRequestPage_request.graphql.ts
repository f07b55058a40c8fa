/**
 * @generated SignedSource<<ace6a2894e7038e917020c03219dc38f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerDocumentKind = "ARTICLES_OF_ASSOCIATION" | "BANK_STATEMENT" | "BUSINESS_IDENTIFICATION_NUMBER" | "COMPANY_TAX_NUMBER" | "DEED_OF_ESTABLISHMENT" | "DIRECTOR_ID" | "FINANCIAL_STATEMENT" | "INDIVIDUAL_ID" | "INDIVIDUAL_TAX_NUMBER" | "%future added value";
export type CustomerRequestState = "EXPIRED" | "OPEN" | "SENT" | "%future added value";
export type CustomerRequestStep = "BILLING_ADDRESS" | "CUSTOMER_DATA" | "DOCUMENTS" | "%future added value";
export type CustomerType = "COMPANY" | "INDIVIDUAL" | "INDIVIDUAL_B2B" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerRequestPage_request$data = {
  readonly completedSteps: ReadonlyArray<CustomerRequestStep>;
  readonly documentChecklist: ReadonlyArray<{
    readonly kind: CustomerDocumentKind;
    readonly required: boolean;
    readonly uploaded: boolean;
  }>;
  readonly documents: ReadonlyArray<{
    readonly contentType: string;
    readonly fileName: string;
    readonly id: string;
    readonly kind: CustomerDocumentKind;
    readonly size: number;
    readonly uploadedAt: string;
  }>;
  readonly email: string | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly organizationName: string | null | undefined;
  readonly state: CustomerRequestState;
  readonly type: CustomerType | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_request">;
  readonly " $fragmentType": "CustomerRequestPage_request";
};
export type CustomerRequestPage_request$key = {
  readonly " $data"?: CustomerRequestPage_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerRequestPage_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "CustomerRequestPage_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedSteps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerRequestDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
        }
      ],
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
        (v0/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "customerProfileFields_request"
    }
  ],
  "type": "CustomerRequest",
  "abstractKey": null
};
})();

(node as any).hash = "795f6ee224ad5e62b67339d2397b82a9";

export default node;
