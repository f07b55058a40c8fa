/**
 * @generated SignedSource<<0b8d9d1796b9552e90acbeb63885b536>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExpectedTransactionForm_options$data = {
  readonly bankAccounts?: ReadonlyArray<{
    readonly accountNumber: string;
    readonly alias: string;
    readonly bank: {
      readonly name: string;
    };
    readonly currency: Currency;
    readonly id: string;
  }>;
  readonly counterparties?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly alias: string;
        readonly id: string;
        readonly legalName: string;
      };
    }>;
  };
  readonly " $fragmentType": "ExpectedTransactionForm_options";
};
export type ExpectedTransactionForm_options$key = {
  readonly " $data"?: ExpectedTransactionForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpectedTransactionForm_options">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withBankAccounts"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withCounterparties"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpectedTransactionForm_options",
  "selections": [
    {
      "condition": "withCounterparties",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 100
            }
          ],
          "concreteType": "CounterpartyConnection",
          "kind": "LinkedField",
          "name": "counterparties",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CounterpartyEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Counterparty",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "legalName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "counterparties(first:100)"
        }
      ]
    },
    {
      "condition": "withBankAccounts",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BankAccount",
          "kind": "LinkedField",
          "name": "bankAccounts",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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
              "name": "accountNumber",
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
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "199d19a70c47b71fba187a040a7e211a";

export default node;
