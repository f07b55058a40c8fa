/**
 * @generated SignedSource<<dd10ba3cf74fa22f93dce652af2be1c7>>
 * @relayHash ddc5079cbcf8fdb4a80d7b0a426b6d0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59459bcdf6e0355659cb94bd67fb7a117714729954a2fec1cc552848152391a5

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type LineKind = "GOODS" | "SERVICE" | "%future added value";
export type TaxCode = "NO_PPN" | "PPN" | "PPN_LUXURY" | "%future added value";
export type PurchaseOrderCreateInput = {
  currency?: Currency | null | undefined;
  documentDiscount?: string | null | undefined;
  expectedDate?: string | null | undefined;
  lines: ReadonlyArray<DocumentLineInput>;
  notes?: string | null | undefined;
  orderDate: string;
  pricesIncludeTax?: boolean | null | undefined;
  supplierId: string;
  supplierReference?: string | null | undefined;
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
export type PurchaseOrderFormCreateMutation$variables = {
  input: PurchaseOrderCreateInput;
};
export type PurchaseOrderFormCreateMutation$data = {
  readonly purchaseOrderCreate: {
    readonly purchaseOrder: {
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
export type PurchaseOrderFormCreateMutation = {
  response: PurchaseOrderFormCreateMutation$data;
  variables: PurchaseOrderFormCreateMutation$variables;
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
    "concreteType": "PurchaseOrderPayload",
    "kind": "LinkedField",
    "name": "purchaseOrderCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PurchaseOrder",
        "kind": "LinkedField",
        "name": "purchaseOrder",
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
    "name": "PurchaseOrderFormCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PurchaseOrderFormCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "59459bcdf6e0355659cb94bd67fb7a117714729954a2fec1cc552848152391a5",
    "metadata": {},
    "name": "PurchaseOrderFormCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82349b96839c22a3e4d629dbb8ae04bf";

export default node;
