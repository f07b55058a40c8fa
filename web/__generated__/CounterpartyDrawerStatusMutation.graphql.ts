/**
 * @generated SignedSource<<6076c3ad38f3491bf1565a86d54a5a70>>
 * @relayHash c28adddb2a24e2c78145179bb46e9a11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99da099b9ec912508240a4c1ab5533c281d9b842b4a0673ead422aaa1b89ca4d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CounterpartyStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
export type CounterpartyUpdateInput = {
  addBankAccounts?: ReadonlyArray<CounterpartyBankAccountInput> | null | undefined;
  alias?: string | null | undefined;
  counterpartyId: string;
  email?: string | null | undefined;
  externalId?: string | null | undefined;
  legalName?: string | null | undefined;
  removeBankAccountIds?: ReadonlyArray<string> | null | undefined;
  status?: CounterpartyStatus | null | undefined;
  taxNumber?: string | null | undefined;
  type?: CounterpartyType | null | undefined;
  updateBankAccounts?: ReadonlyArray<CounterpartyBankAccountUpdateInput> | null | undefined;
};
export type CounterpartyBankAccountInput = {
  accountName: string;
  accountNumber: string;
  alias?: string | null | undefined;
  bankCode: string;
};
export type CounterpartyBankAccountUpdateInput = {
  accountName?: string | null | undefined;
  accountNumber?: string | null | undefined;
  alias?: string | null | undefined;
  bankCode?: string | null | undefined;
  id: string;
};
export type CounterpartyDrawerStatusMutation$variables = {
  input: CounterpartyUpdateInput;
};
export type CounterpartyDrawerStatusMutation$data = {
  readonly counterpartyUpdate: {
    readonly counterparty: {
      readonly id: string;
      readonly status: CounterpartyStatus;
      readonly " $fragmentSpreads": FragmentRefs<"CounterpartyDetails_counterparty" | "CounterpartyRow_counterparty">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
  };
};
export type CounterpartyDrawerStatusMutation = {
  response: CounterpartyDrawerStatusMutation$data;
  variables: CounterpartyDrawerStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserErrorValue",
      "kind": "LinkedField",
      "name": "values",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CounterpartyDrawerStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CounterpartyPayload",
        "kind": "LinkedField",
        "name": "counterpartyUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Counterparty",
            "kind": "LinkedField",
            "name": "counterparty",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CounterpartyRow_counterparty"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CounterpartyDetails_counterparty"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CounterpartyDrawerStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CounterpartyPayload",
        "kind": "LinkedField",
        "name": "counterpartyUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Counterparty",
            "kind": "LinkedField",
            "name": "counterparty",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "legalName",
                "storageKey": null
              },
              (v7/*:: as any*/),
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
                "name": "type",
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
                  (v2/*:: as any*/),
                  (v5/*:: as any*/)
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
                  (v2/*:: as any*/),
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "externalId",
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "99da099b9ec912508240a4c1ab5533c281d9b842b4a0673ead422aaa1b89ca4d",
    "metadata": {},
    "name": "CounterpartyDrawerStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3b488219e0a6b4fbb4ebb35642c12bb";

export default node;
