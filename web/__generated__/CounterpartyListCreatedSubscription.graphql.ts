/**
 * @generated SignedSource<<1f15034fab3f268f3839383ea5418b80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
export type CounterpartyListCreatedSubscription$variables = Record<PropertyKey, never>;
export type CounterpartyListCreatedSubscription$data = {
  readonly counterpartyCreated: {
    readonly id: string;
    readonly type: CounterpartyType;
    readonly " $fragmentSpreads": FragmentRefs<"CounterpartyRow_counterparty">;
  };
};
export type CounterpartyListCreatedSubscription = {
  response: CounterpartyListCreatedSubscription$data;
  variables: CounterpartyListCreatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
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
  "name": "type",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CounterpartyListCreatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Counterparty",
        "kind": "LinkedField",
        "name": "counterpartyCreated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CounterpartyRow_counterparty"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CounterpartyListCreatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Counterparty",
        "kind": "LinkedField",
        "name": "counterpartyCreated",
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
          },
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CounterpartyBankAccount",
            "kind": "LinkedField",
            "name": "bankAccounts",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "accountName",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1507f25d3499fb23d88e792dbc0f999d",
    "id": null,
    "metadata": {},
    "name": "CounterpartyListCreatedSubscription",
    "operationKind": "subscription",
    "text": "subscription CounterpartyListCreatedSubscription {\n  counterpartyCreated {\n    id\n    type\n    ...CounterpartyRow_counterparty\n  }\n}\n\nfragment CounterpartyRow_counterparty on Counterparty {\n  legalName\n  alias\n  email\n  type\n  createdAt\n  bankAccounts {\n    id\n    accountNumber\n    accountName\n    bank {\n      code\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a4e148cdd9bcf05c37d7282209e3735";

export default node;
