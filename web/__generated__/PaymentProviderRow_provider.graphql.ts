/**
 * @generated SignedSource<<7da782087024c1974811b3e2df8d842b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProviderCode = "DANA" | "DOKU" | "FASPAY" | "MIDTRANS" | "OY" | "XENDIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentProviderRow_provider$data = {
  readonly bankAccount: {
    readonly accountNumber: string;
    readonly alias: string;
    readonly id: string;
  } | null | undefined;
  readonly hasCredentials: boolean;
  readonly id: string;
  readonly importable: boolean;
  readonly name: string;
  readonly provider: PaymentProviderCode;
  readonly providerName: string;
  readonly " $fragmentType": "PaymentProviderRow_provider";
};
export type PaymentProviderRow_provider$key = {
  readonly " $data"?: PaymentProviderRow_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentProviderRow_provider">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentProviderRow_provider",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCredentials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "importable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankAccount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentProvider",
  "abstractKey": null
};
})();

(node as any).hash = "cf2acff3f6daf49f387e435f591a9af2";

export default node;
