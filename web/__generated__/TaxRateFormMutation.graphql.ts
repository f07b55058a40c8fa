/**
 * @generated SignedSource<<40b124938de1b6c6adc03d70cd1c262e>>
 * @relayHash ea7c540f9e750924dce55b97aa8fa48e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9846f1e17e076b60f4c8f9b91797d596b535cc81b1098170f600aaa67c8dd59

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type FxRateCurrency = "SGD" | "USD" | "%future added value";
export type TaxExchangeRateCreateInput = {
  currency: FxRateCurrency;
  kmkNumber?: string | null | undefined;
  rate: string;
  validFrom: string;
};
export type TaxRateFormMutation$variables = {
  input: TaxExchangeRateCreateInput;
};
export type TaxRateFormMutation$data = {
  readonly taxExchangeRateCreate: {
    readonly taxExchangeRate: {
      readonly currency: Currency;
      readonly rate: string;
      readonly validFrom: string;
      readonly " $fragmentSpreads": FragmentRefs<"TaxRateRow_rate">;
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
export type TaxRateFormMutation = {
  response: TaxRateFormMutation$data;
  variables: TaxRateFormMutation$variables;
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
  "name": "rate",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "validFrom",
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TaxRateFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "TaxRateRow_rate"
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
    "name": "TaxRateFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v6/*:: as any*/),
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/),
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
                  },
                  (v6/*:: as any*/)
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
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f9846f1e17e076b60f4c8f9b91797d596b535cc81b1098170f600aaa67c8dd59",
    "metadata": {},
    "name": "TaxRateFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4ff3f4f2307de9195f239ca4af65fc68";

export default node;
