/**
 * @generated SignedSource<<dcf30250992aea5bf68d1daa672e367b>>
 * @relayHash 6f5a2a643270e1a6f9de835b6d72351f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90e054ccab80bc39f7b04327d2a9e0f8cbe324894cd2491abedadf04541d1b17

import { ConcreteRequest } from 'relay-runtime';
export type TaxExchangeRateDeleteInput = {
  taxExchangeRateId: string;
};
export type TaxRateDeleteDialogMutation$variables = {
  input: TaxExchangeRateDeleteInput;
};
export type TaxRateDeleteDialogMutation$data = {
  readonly taxExchangeRateDelete: {
    readonly deletedTaxExchangeRateId: string | null | undefined;
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
export type TaxRateDeleteDialogMutation = {
  response: TaxRateDeleteDialogMutation$data;
  variables: TaxRateDeleteDialogMutation$variables;
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
    "concreteType": "TaxExchangeRateDeletePayload",
    "kind": "LinkedField",
    "name": "taxExchangeRateDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedTaxExchangeRateId",
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
    "name": "TaxRateDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaxRateDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "90e054ccab80bc39f7b04327d2a9e0f8cbe324894cd2491abedadf04541d1b17",
    "metadata": {},
    "name": "TaxRateDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ba309e98473236efe6f61f52430a462";

export default node;
