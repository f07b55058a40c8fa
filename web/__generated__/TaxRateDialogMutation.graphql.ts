/**
 * @generated SignedSource<<8de9c4643e6a316255e42b7b614b7bfe>>
 * @relayHash de9d01aae7aa034469dd5964b1d217b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 584bc934c9dc079c001a9bb7bee7cf3717fbe40d7eaa6b811a6bdbe18ffc9672

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type FxRateCurrency = "SGD" | "USD" | "%future added value";
export type TaxExchangeRateCreateInput = {
  currency: FxRateCurrency;
  kmkNumber?: string | null | undefined;
  rate: string;
  validFrom: string;
};
export type TaxRateDialogMutation$variables = {
  input: TaxExchangeRateCreateInput;
};
export type TaxRateDialogMutation$data = {
  readonly taxExchangeRateCreate: {
    readonly taxExchangeRate: {
      readonly currency: Currency;
      readonly rate: string;
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
export type TaxRateDialogMutation = {
  response: TaxRateDialogMutation$data;
  variables: TaxRateDialogMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "TaxExchangeRateCreatePayload",
    "kind": "LinkedField",
    "name": "taxExchangeRateCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TaxExchangeRate",
        "kind": "LinkedField",
        "name": "taxExchangeRate",
        "plural": false,
        "selections": [
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
          }
        ],
        "storageKey": null
      },
      {
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
                "name": "value",
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
    "name": "TaxRateDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaxRateDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "584bc934c9dc079c001a9bb7bee7cf3717fbe40d7eaa6b811a6bdbe18ffc9672",
    "metadata": {},
    "name": "TaxRateDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d189ee753edb0ec7bc6bc007fdd3ce3c";

export default node;
