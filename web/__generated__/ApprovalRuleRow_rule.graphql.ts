/**
 * @generated SignedSource<<8fa06bc414d055070213ae046fe3b116>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalRuleAppliesTo = "ALL" | "PAYMENT" | "TRANSFER" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApprovalRuleRow_rule$data = {
  readonly appliesTo: ApprovalRuleAppliesTo;
  readonly approvalsRequired: number;
  readonly approverRoles: ReadonlyArray<string>;
  readonly id: string;
  readonly methods: ReadonlyArray<PaymentMethod>;
  readonly minAmount: string;
  readonly name: string;
  readonly " $fragmentType": "ApprovalRuleRow_rule";
};
export type ApprovalRuleRow_rule$key = {
  readonly " $data"?: ApprovalRuleRow_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalRuleRow_rule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovalRuleRow_rule",
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

(node as any).hash = "70cf32701d9822b9efaa8f39d679942d";

export default node;
