/**
 * @generated SignedSource<<d6b7f5eb552a9fab840ff1b4452ea787>>
 * @relayHash 2816ae562f5b1e3e7bf6cee99f05bbcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb5119f2a087a3117219dbcc4e3238badcb5c7c3d5cf8f27fe3c45034c160e1a

import { ConcreteRequest } from 'relay-runtime';
export type LineKind = "GOODS" | "SERVICE" | "%future added value";
export type TaxCode = "NO_PPN" | "PPN" | "PPN_LUXURY" | "%future added value";
export type SalesOrderDraftInput = {
  documentDiscount?: string | null | undefined;
  lines?: ReadonlyArray<DocumentLineInput> | null | undefined;
  notes?: string | null | undefined;
  orderDate?: string | null | undefined;
  poReference?: string | null | undefined;
  pricesIncludeTax?: boolean | null | undefined;
  requiredDate?: string | null | undefined;
  salesOrderId: string;
  version: number;
};
export type DocumentLineInput = {
  description?: string | null | undefined;
  discount?: string | null | undefined;
  discountPercent?: string | null | undefined;
  kind?: LineKind | null | undefined;
  luxuryRate?: string | null | undefined;
  product: string;
  quantity: string;
  taxCode: TaxCode;
  unit?: string | null | undefined;
  unitPrice: string;
};
export type SalesOrderFormEditMutation$variables = {
  input: SalesOrderDraftInput;
};
export type SalesOrderFormEditMutation$data = {
  readonly salesOrderEditDraft: {
    readonly salesOrder: {
      readonly id: string;
      readonly number: string;
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
export type SalesOrderFormEditMutation = {
  response: SalesOrderFormEditMutation$data;
  variables: SalesOrderFormEditMutation$variables;
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
    "concreteType": "SalesOrderPayload",
    "kind": "LinkedField",
    "name": "salesOrderEditDraft",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesOrder",
        "kind": "LinkedField",
        "name": "salesOrder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
    "name": "SalesOrderFormEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SalesOrderFormEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eb5119f2a087a3117219dbcc4e3238badcb5c7c3d5cf8f27fe3c45034c160e1a",
    "metadata": {},
    "name": "SalesOrderFormEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b47ab624146e1fc5c6fbe8d7b4f29561";

export default node;
