/**
 * @generated SignedSource<<444cb250269ace62a3bc799c18ae2f3a>>
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

(node as any).hash = "78515f2515eab312713e44e66842e322";

export default node;
