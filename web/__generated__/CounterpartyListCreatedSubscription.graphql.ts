/**
 * @generated SignedSource<<ac824f47aa96a707b89ebab838a16f7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CounterpartyStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
export type CounterpartyListCreatedSubscription$variables = Record<PropertyKey, never>;
export type CounterpartyListCreatedSubscription$data = {
  readonly counterpartyCreated: {
    readonly id: string;
    readonly status: CounterpartyStatus;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
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
          (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
            "name": "generated",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isDefault",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
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
    "cacheID": "381f75cc70937672f5e10235d5bda83e",
    "id": null,
    "metadata": {},
    "name": "CounterpartyListCreatedSubscription",
    "operationKind": "subscription",
    "text": "subscription CounterpartyListCreatedSubscription {\n  counterpartyCreated {\n    id\n    type\n    status\n    ...CounterpartyRow_counterparty\n  }\n}\n\nfragment CounterpartyRow_counterparty on Counterparty {\n  id\n  legalName\n  alias\n  email\n  type\n  status\n  generated\n  entity {\n    isDefault\n    id\n  }\n  createdAt\n  bankAccounts {\n    id\n    accountNumber\n    accountName\n    bank {\n      code\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b9ae50aa618e264c1bacb15c1847e7b";

export default node;
