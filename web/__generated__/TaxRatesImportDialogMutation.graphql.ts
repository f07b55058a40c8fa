/**
 * @generated SignedSource<<ce8595cf4c4e047aba7852c2eaa6795e>>
 * @relayHash 8fe3054d0b6a7edd18118d1ef58dd28e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 368a27ab289b0f2ac727ba1733eb79a5b7285abfb58521d351f21ccab879501a

import { ConcreteRequest } from 'relay-runtime';
export type TaxExchangeRatesImportInput = {
  content: string;
  fileName: string;
};
export type TaxRatesImportDialogMutation$variables = {
  input: TaxExchangeRatesImportInput;
};
export type TaxRatesImportDialogMutation$data = {
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
export type TaxRatesImportDialogMutation = {
  response: TaxRatesImportDialogMutation$data;
  variables: TaxRatesImportDialogMutation$variables;
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
        "kind": "ScalarField",
        "name": "imported",
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
    "name": "TaxRatesImportDialogMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaxRatesImportDialogMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "368a27ab289b0f2ac727ba1733eb79a5b7285abfb58521d351f21ccab879501a",
    "metadata": {},
    "name": "TaxRatesImportDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2f4b59231f9e63acd598e477510744a3";

export default node;
