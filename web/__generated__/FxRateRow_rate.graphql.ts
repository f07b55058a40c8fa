/**
 * @generated SignedSource<<8b93111ed9755489de31117d58b7dd4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type FxRateSource = "IMPORT" | "MANUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FxRateRow_rate$data = {
  readonly currency: Currency;
  readonly date: string;
  readonly rate: string;
  readonly recordedAt: string;
  readonly recordedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly source: FxRateSource;
  readonly sourceName: string | null | undefined;
  readonly " $fragmentType": "FxRateRow_rate";
};
export type FxRateRow_rate$key = {
  readonly " $data"?: FxRateRow_rate$data;
  readonly " $fragmentSpreads": FragmentRefs<"FxRateRow_rate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FxRateRow_rate",
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
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "recordedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordedAt",
      "storageKey": null
    }
  ],
  "type": "FxRate",
  "abstractKey": null
};

(node as any).hash = "baae09a9226d126bb9ef34b309b076df";

export default node;
