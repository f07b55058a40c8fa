/**
 * @generated SignedSource<<9e7108ce0d2b5e684f8efe2415f53b70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalRuleAppliesTo = "ALL" | "PAYMENT" | "TRANSFER" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type approvalRuleTerms_rule$data = {
  readonly appliesTo: ApprovalRuleAppliesTo;
  readonly approvalsRequired: number;
  readonly approverRoles: ReadonlyArray<string>;
  readonly id: string;
  readonly methods: ReadonlyArray<PaymentMethod>;
  readonly minAmount: string;
  readonly name: string;
  readonly " $fragmentType": "approvalRuleTerms_rule";
};
export type approvalRuleTerms_rule$key = {
  readonly " $data"?: approvalRuleTerms_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"approvalRuleTerms_rule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "approvalRuleTerms_rule",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appliesTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "methods",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalsRequired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approverRoles",
      "storageKey": null
    }
  ],
  "type": "ApprovalRule",
  "abstractKey": null
};

(node as any).hash = "0ce86b9977c4a9b16ec9f15e1311adaf";

export default node;
