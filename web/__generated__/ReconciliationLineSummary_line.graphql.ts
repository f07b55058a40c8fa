/**
 * @generated SignedSource<<d25f65d675d5d30b94daedec7cf5e0e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationLineSummary_line$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly date: string;
  readonly description: string;
  readonly " $fragmentType": "ReconciliationLineSummary_line";
};
export type ReconciliationLineSummary_line$key = {
  readonly " $data"?: ReconciliationLineSummary_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineSummary_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationLineSummary_line",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StatementTransaction",
  "abstractKey": null
};

(node as any).hash = "122caa795e0699082ded347d11a0ef8f";

export default node;
