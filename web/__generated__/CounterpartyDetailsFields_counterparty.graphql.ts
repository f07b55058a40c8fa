/**
 * @generated SignedSource<<4ad0ed47e033c4e01f8b029e664f384a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CounterpartyDetailsFields_counterparty$data = {
  readonly alias: string;
  readonly email: string | null | undefined;
  readonly externalId: string | null | undefined;
  readonly legalName: string;
  readonly taxNumber: string | null | undefined;
  readonly type: CounterpartyType;
  readonly " $fragmentType": "CounterpartyDetailsFields_counterparty";
};
export type CounterpartyDetailsFields_counterparty$key = {
  readonly " $data"?: CounterpartyDetailsFields_counterparty$data;
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartyDetailsFields_counterparty">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "CounterpartyDetailsFields_counterparty"
};

(node as any).hash = "aa2f5ba3151b908d166a9111fda308d3";

export default node;
