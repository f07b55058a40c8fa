/**
 * @generated SignedSource<<c785867393c45d29d4a670a32427601c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderHead_order$data = {
  readonly __typename: string;
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly viewerApprovalBlock: {
    readonly code: string;
    readonly message: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"orderState_order">;
  readonly " $fragmentType": "orderHead_order";
};
export type orderHead_order$key = {
  readonly " $data"?: orderHead_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderHead_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderHead_order"
};

(node as any).hash = "1914c098e839cc6acf06f2bcf14bb291";

export default node;
