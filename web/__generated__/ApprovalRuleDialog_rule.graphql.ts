/**
 * @generated SignedSource<<5173f860b80d3f4b63f9fee0a0204e32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalRuleAppliesTo = "ALL" | "PAYMENT" | "TRANSFER" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApprovalRuleDialog_rule$data = {
  readonly appliesTo: ApprovalRuleAppliesTo;
  readonly approvalsRequired: number;
  readonly approverRoles: ReadonlyArray<string>;
  readonly id: string;
  readonly methods: ReadonlyArray<PaymentMethod>;
  readonly minAmount: string;
  readonly name: string;
  readonly " $fragmentType": "ApprovalRuleDialog_rule";
};
export type ApprovalRuleDialog_rule$key = {
  readonly " $data"?: ApprovalRuleDialog_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalRuleDialog_rule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovalRuleDialog_rule",
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

(node as any).hash = "64e154b2128de8e184d5b648bb1c7393";

export default node;
