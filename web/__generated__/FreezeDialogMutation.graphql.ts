/**
 * @generated SignedSource<<0c23e90df57845ac8fe4e8594adbfec7>>
 * @relayHash 58dd4d65887dc3ce187775304c702d23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f91c0813b6ad87c009ecb076b59ab03f847bcc266716e9ccb4518a15f3a4ab19

import { ConcreteRequest } from 'relay-runtime';
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CashForecastSnapshotCreateInput = {
  currency: Currency;
  granularity: CashForecastGranularity;
  name: string;
  scenarioId?: string | null | undefined;
};
export type FreezeDialogMutation$variables = {
  input: CashForecastSnapshotCreateInput;
};
export type FreezeDialogMutation$data = {
  readonly cashForecastSnapshotCreate: {
    readonly snapshot: {
      readonly id: string;
      readonly name: string;
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
export type FreezeDialogMutation = {
  response: FreezeDialogMutation$data;
  variables: FreezeDialogMutation$variables;
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
  "name": "name",
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
    "concreteType": "CashForecastSnapshotPayload",
    "kind": "LinkedField",
    "name": "cashForecastSnapshotCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CashForecastSnapshot",
        "kind": "LinkedField",
        "name": "snapshot",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
              (v1/*:: as any*/),
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
    "name": "FreezeDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FreezeDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f91c0813b6ad87c009ecb076b59ab03f847bcc266716e9ccb4518a15f3a4ab19",
    "metadata": {},
    "name": "FreezeDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc2abd077728e00cb9c947c7a4c9a340";

export default node;
