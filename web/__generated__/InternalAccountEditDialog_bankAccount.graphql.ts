/**
 * @generated SignedSource<<c7024777fa5c8e37893491e6fd080cd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
export type BankAccountStatus = "ACTIVE" | "CLOSED" | "DORMANT" | "MATURED" | "NEW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InternalAccountEditDialog_bankAccount$data = {
  readonly accountName: string;
  readonly accountNumber: string;
  readonly alias: string;
  readonly automatedType: string | null | undefined;
  readonly bank: {
    readonly automatedTypes: ReadonlyArray<string>;
    readonly code: string;
    readonly name: string;
  };
  readonly connectionType: AccountConnectionType;
  readonly currency: Currency;
  readonly entity: {
    readonly id: string;
  };
  readonly hasCredentials: boolean;
  readonly id: string;
  readonly status: BankAccountStatus;
  readonly " $fragmentType": "InternalAccountEditDialog_bankAccount";
};
export type InternalAccountEditDialog_bankAccount$key = {
  readonly " $data"?: InternalAccountEditDialog_bankAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"InternalAccountEditDialog_bankAccount">;
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
  "name": "InternalAccountEditDialog_bankAccount",
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
      "name": "accountName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountNumber",
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
      "name": "connectionType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "automatedType",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Bank",
      "kind": "LinkedField",
      "name": "bank",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
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
          "name": "automatedTypes",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "BankAccount",
  "abstractKey": null
};
})();

(node as any).hash = "9d774d3ace7cf457e34bb4174bdf3e74";

export default node;
