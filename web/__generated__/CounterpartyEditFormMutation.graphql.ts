/**
 * @generated SignedSource<<6cc0c162dccd4503cb44e9f98168e7b9>>
 * @relayHash d326434836fe879f528cafbb7ce7acff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71af43d987ee79a4d564294c6fce588f870ece3ac40a53bea62519705feeb1f9

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
export type CounterpartyEditFormMutation$variables = {
  input: CounterpartyUpdateInput;
};
export type CounterpartyEditFormMutation$data = {
  readonly counterpartyUpdate: {
    readonly counterparty: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CounterpartyDetails_counterparty" | "CounterpartyEditForm_counterparty" | "CounterpartyRow_counterparty">;
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
export type CounterpartyEditFormMutation = {
  response: CounterpartyEditFormMutation$data;
  variables: CounterpartyEditFormMutation$variables;
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
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
    (v3/*:: as any*/),
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
        (v4/*:: as any*/),
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
v6 = {
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
    "name": "CounterpartyEditFormMutation",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CounterpartyRow_counterparty"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CounterpartyDetails_counterparty"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CounterpartyEditForm_counterparty"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
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
    "name": "CounterpartyEditFormMutation",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "legalName",
                "storageKey": null
              },
              (v6/*:: as any*/),
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
                "name": "status",
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
                  (v4/*:: as any*/)
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
                      (v3/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
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
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "71af43d987ee79a4d564294c6fce588f870ece3ac40a53bea62519705feeb1f9",
    "metadata": {},
    "name": "CounterpartyEditFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "53763b6282b67952f1ce3c9d68c89b3a";

export default node;
