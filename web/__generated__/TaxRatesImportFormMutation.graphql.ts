/**
 * @generated SignedSource<<8343f9f39873f85671d13d827c46445f>>
 * @relayHash f406ff506fa7f8684a861999cd89a9ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61bcf214d263b62f59386d630eb6e357b28dfe25229c2514d5b5390fc392129d

import { ConcreteRequest } from 'relay-runtime';
export type TaxExchangeRatesImportInput = {
  content: string;
  fileName: string;
};
export type TaxRatesImportFormMutation$variables = {
  input: TaxExchangeRatesImportInput;
};
export type TaxRatesImportFormMutation$data = {
  readonly taxExchangeRatesImport: {
    readonly imported: number;
    readonly issues: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly line: number;
      readonly message: string;
      readonly value: string | null | undefined;
    }>;
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
export type TaxRatesImportFormMutation = {
  response: TaxRatesImportFormMutation$data;
  variables: TaxRatesImportFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "TaxExchangeRatesImportPayload",
    "kind": "LinkedField",
    "name": "taxExchangeRatesImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FxRateImportIssue",
        "kind": "LinkedField",
        "name": "issues",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "line",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imported",
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
    "name": "TaxRatesImportFormMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaxRatesImportFormMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "61bcf214d263b62f59386d630eb6e357b28dfe25229c2514d5b5390fc392129d",
    "metadata": {},
    "name": "TaxRatesImportFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "68b21b35b69427f4e49b6d80b6fd56a9";

export default node;
