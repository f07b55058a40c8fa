/**
 * @generated SignedSource<<3ae75259ad88e1048980f6be91407659>>
 * @relayHash 7970fec19a25d9b406dbec96332f27bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d46f29b6b706eb08f8997c353888c70e459d70a8a1fc9acba8f2dbcb329fa0e8

import { ConcreteRequest } from 'relay-runtime';
export type CounterpartyStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
export type orderCounterpartyQuery$variables = {
  id: string;
};
export type orderCounterpartyQuery$data = {
  readonly counterparty: {
    readonly alias: string;
    readonly bankAccounts: ReadonlyArray<{
      readonly accountName: string;
      readonly accountNumber: string;
      readonly alias: string | null | undefined;
      readonly bank: {
        readonly code: string;
        readonly name: string;
      };
      readonly id: string;
    }>;
    readonly generated: boolean;
    readonly id: string;
    readonly legalName: string;
    readonly status: CounterpartyStatus;
    readonly taxNumber: string | null | undefined;
    readonly type: CounterpartyType;
  } | null | undefined;
};
export type orderCounterpartyQuery = {
  response: orderCounterpartyQuery$data;
  variables: orderCounterpartyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Counterparty",
    "kind": "LinkedField",
    "name": "counterparty",
    "plural": false,
    "selections": [
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxNumber",
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
        "concreteType": "CounterpartyBankAccount",
        "kind": "LinkedField",
        "name": "bankAccounts",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
          (v2/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "orderCounterpartyQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "orderCounterpartyQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d46f29b6b706eb08f8997c353888c70e459d70a8a1fc9acba8f2dbcb329fa0e8",
    "metadata": {},
    "name": "orderCounterpartyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71aef293aa030b7f33672db6148e7303";

export default node;
