/**
 * @generated SignedSource<<e60989737d014ed2d580342150fc146d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashFlowDescriptionMatch = "CONTAINS" | "WILDCARD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashFlowRuleConditions_conditions$data = {
  readonly amountMax: string | null | undefined;
  readonly amountMin: string | null | undefined;
  readonly counterpartyAlias: string | null | undefined;
  readonly descriptionMatch: CashFlowDescriptionMatch;
  readonly descriptionPattern: string | null | undefined;
  readonly direction: TransactionDirection | null | undefined;
  readonly " $fragmentType": "CashFlowRuleConditions_conditions";
};
export type CashFlowRuleConditions_conditions$key = {
  readonly " $data"?: CashFlowRuleConditions_conditions$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowRuleConditions_conditions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CashFlowRuleConditions_conditions",
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

(node as any).hash = "1db3ebe81cc9074084a3966e6c054162";

export default node;
