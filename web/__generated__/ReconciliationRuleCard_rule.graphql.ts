/**
 * @generated SignedSource<<9022bd666789ee64bdfcbf21b239f3a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationRuleCard_rule$data = {
  readonly allowTransferFees: boolean;
  readonly amountToleranceAbsolute: string;
  readonly amountToleranceRelative: string;
  readonly autoConfirmAt: string | null | undefined;
  readonly daysAfter: number;
  readonly daysBefore: number;
  readonly enabled: boolean;
  readonly name: string;
  readonly priority: number;
  readonly proposeAt: string;
  readonly requireAmount: boolean;
  readonly requireCounterparty: boolean;
  readonly requireReference: boolean;
  readonly " $fragmentType": "ReconciliationRuleCard_rule";
};
export type ReconciliationRuleCard_rule$key = {
  readonly " $data"?: ReconciliationRuleCard_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationRuleCard_rule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationRuleCard_rule",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priority",
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
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountToleranceAbsolute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountToleranceRelative",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowTransferFees",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysBefore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysAfter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireCounterparty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proposeAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoConfirmAt",
      "storageKey": null
    }
  ],
  "type": "ReconciliationRule",
  "abstractKey": null
};

(node as any).hash = "ba61e82bd4651f606b916a5a57dddc2a";

export default node;
