/**
 * @generated SignedSource<<b8327e58461749569ece87875e2864c1>>
 * @relayHash 545348664a48bc41bf93ed6af7f6d194
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f470a6e8105d04ae8950f504dec0924264144b613f9f2da40da94aaf4990cee

import { ConcreteRequest } from 'relay-runtime';
export type BackupCodesGenerateInput = {
  password?: string | null | undefined;
};
export type BackupCodesCardGenerateMutation$variables = {
  input: BackupCodesGenerateInput;
};
export type BackupCodesCardGenerateMutation$data = {
  readonly backupCodesGenerate: {
    readonly codes: ReadonlyArray<string> | null | undefined;
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
export type BackupCodesCardGenerateMutation = {
  response: BackupCodesCardGenerateMutation$data;
  variables: BackupCodesCardGenerateMutation$variables;
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
    "concreteType": "BackupCodesGeneratePayload",
    "kind": "LinkedField",
    "name": "backupCodesGenerate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "codes",
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
    "name": "BackupCodesCardGenerateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BackupCodesCardGenerateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7f470a6e8105d04ae8950f504dec0924264144b613f9f2da40da94aaf4990cee",
    "metadata": {},
    "name": "BackupCodesCardGenerateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "52cadde6ea2de1d1fd37adabca83232a";

export default node;
