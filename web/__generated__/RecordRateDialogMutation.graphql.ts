/**
 * @generated SignedSource<<8e42d1fd201bc6d6158b08fec8cb7dfa>>
 * @relayHash 75ba9e47f13e29adbef2e9f22561cd72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 046ea570ed1b7d0f023c435624e188572d65ccbce416a36f715711154ec2f1b2

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type FxRateCurrency = "SGD" | "USD" | "%future added value";
export type FxRateRecordInput = {
  currency: FxRateCurrency;
  date: string;
  rate: string;
};
export type RecordRateDialogMutation$variables = {
  input: FxRateRecordInput;
};
export type RecordRateDialogMutation$data = {
  readonly fxRateRecord: {
    readonly fxRate: {
      readonly currency: Currency;
      readonly date: string;
      readonly rate: string;
    } | null | undefined;
    readonly replaced: {
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
export type RecordRateDialogMutation = {
  response: RecordRateDialogMutation$data;
  variables: RecordRateDialogMutation$variables;
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
  "name": "rate",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FxRateRecordPayload",
    "kind": "LinkedField",
    "name": "fxRateRecord",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FxRate",
        "kind": "LinkedField",
        "name": "fxRate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "date",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FxRate",
        "kind": "LinkedField",
        "name": "replaced",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "RecordRateDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordRateDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "046ea570ed1b7d0f023c435624e188572d65ccbce416a36f715711154ec2f1b2",
    "metadata": {},
    "name": "RecordRateDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da6edaf61d7e3ae48563f85e727d1226";

export default node;
