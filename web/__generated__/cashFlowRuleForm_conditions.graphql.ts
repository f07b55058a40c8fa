/**
 * @generated SignedSource<<d8d9cff3d88baeee805484e93c3927f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashFlowDescriptionMatch = "CONTAINS" | "WILDCARD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type cashFlowRuleForm_conditions$data = {
  readonly amountMax: string | null | undefined;
  readonly amountMin: string | null | undefined;
  readonly counterpartyAlias: string | null | undefined;
  readonly descriptionMatch: CashFlowDescriptionMatch;
  readonly descriptionPattern: string | null | undefined;
  readonly direction: TransactionDirection | null | undefined;
  readonly " $fragmentType": "cashFlowRuleForm_conditions";
};
export type cashFlowRuleForm_conditions$key = {
  readonly " $data"?: cashFlowRuleForm_conditions$data;
  readonly " $fragmentSpreads": FragmentRefs<"cashFlowRuleForm_conditions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "cashFlowRuleForm_conditions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyAlias",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionPattern",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionMatch",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountMin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountMax",
      "storageKey": null
    }
  ],
  "type": "CashFlowRule",
  "abstractKey": null
};

(node as any).hash = "ca4db8114864d62ac1c348d7802f4faf";

export default node;
