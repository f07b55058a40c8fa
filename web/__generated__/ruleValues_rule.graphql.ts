/**
 * @generated SignedSource<<73d7b47c680caaa65ff674b236c73b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ruleValues_rule$data = {
  readonly allowTransferFees: boolean;
  readonly amountToleranceAbsolute: string;
  readonly amountToleranceRelative: string;
  readonly autoConfirmAt: string | null | undefined;
  readonly daysAfter: number;
  readonly daysBefore: number;
  readonly enabled: boolean;
  readonly name: string;
  readonly proposeAt: string;
  readonly requireAmount: boolean;
  readonly requireCounterparty: boolean;
  readonly requireReference: boolean;
  readonly " $fragmentType": "ruleValues_rule";
};
export type ruleValues_rule$key = {
  readonly " $data"?: ruleValues_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ruleValues_rule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ruleValues_rule",
  "selections": [
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

(node as any).hash = "e895f211a9cfe3535d9449e904a770ba";

export default node;
