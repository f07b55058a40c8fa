/**
 * @generated SignedSource<<0d4755e04fa8e84f392513aa87ee2b6c>>
 * @relayHash a2cfb78ae0ed1f9df8b53d7c60157b00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07c2fb75882dc408f1ee87a2e54c5c5f5b8ed5f929b0acc9eae7f6f1c4501d0c

import { ConcreteRequest } from 'relay-runtime';
export type FxRatesImportInput = {
  content: string;
  fileName: string;
};
export type ImportRatesDialogMutation$variables = {
  input: FxRatesImportInput;
};
export type ImportRatesDialogMutation$data = {
  readonly fxRatesImport: {
    readonly imported: number;
    readonly issueCount: number;
    readonly issues: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly line: number;
      readonly message: string;
      readonly value: string | null | undefined;
    }>;
    readonly replaced: number;
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
export type ImportRatesDialogMutation = {
  response: ImportRatesDialogMutation$data;
  variables: ImportRatesDialogMutation$variables;
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
    "concreteType": "FxRatesImportPayload",
    "kind": "LinkedField",
    "name": "fxRatesImport",
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
        "kind": "ScalarField",
        "name": "replaced",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "issueCount",
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
    "name": "ImportRatesDialogMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportRatesDialogMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "07c2fb75882dc408f1ee87a2e54c5c5f5b8ed5f929b0acc9eae7f6f1c4501d0c",
    "metadata": {},
    "name": "ImportRatesDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4f64fa3d14c9263c20915f5aad74c241";

export default node;
