/**
 * @generated SignedSource<<8b6d8429c86a3fea7bddb6146f671dac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DepositTenorType = "DAYS" | "MONTHS" | "%future added value";
export type DepositTerm = "NO_RENEWAL" | "RENEW_PRINCIPAL" | "RENEW_PRINCIPAL_AND_INTEREST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositPeriodCell_deposit$data = {
  readonly issuedDate: string;
  readonly maturityDate: string;
  readonly periodStart: string;
  readonly renewals: number;
  readonly tenor: number;
  readonly tenorType: DepositTenorType;
  readonly term: DepositTerm;
  readonly " $fragmentType": "DepositPeriodCell_deposit";
};
export type DepositPeriodCell_deposit$key = {
  readonly " $data"?: DepositPeriodCell_deposit$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositPeriodCell_deposit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositPeriodCell_deposit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maturityDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tenor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tenorType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "term",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renewals",
      "storageKey": null
    }
  ],
  "type": "Deposit",
  "abstractKey": null
};

(node as any).hash = "321abba79ee5ac9e5f22efe268920b0b";

export default node;
