/**
 * @generated SignedSource<<fd214890e1ce930221d1c24832340e85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TaxRateRow_rate$data = {
  readonly currency: Currency;
  readonly enteredAt: string;
  readonly enteredBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly fileName: string | null | undefined;
  readonly id: string;
  readonly rate: string;
  readonly source: string;
  readonly validFrom: string;
  readonly validTo: string;
  readonly " $fragmentType": "TaxRateRow_rate";
};
export type TaxRateRow_rate$key = {
  readonly " $data"?: TaxRateRow_rate$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaxRateRow_rate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaxRateRow_rate",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "validFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validTo",
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
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "enteredBy",
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
      "name": "enteredAt",
      "storageKey": null
    }
  ],
  "type": "TaxExchangeRate",
  "abstractKey": null
};

(node as any).hash = "3f72af8d81cd6d5f00d67ebdd58d2b4a";

export default node;
