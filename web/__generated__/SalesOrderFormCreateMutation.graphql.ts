/**
 * @generated SignedSource<<a53dbd01607f262bf38d1f610af49ad6>>
 * @relayHash 25ea03e6ce625d33051159e2234a9f32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 400a2441635c9f16f7df6f8e47adddd39b375327a2212ccc40f3879122bf3c10

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type LineKind = "GOODS" | "SERVICE" | "%future added value";
export type TaxCode = "NO_PPN" | "PPN" | "PPN_LUXURY" | "%future added value";
export type SalesOrderCreateInput = {
  currency?: Currency | null | undefined;
  customerId: string;
  documentDiscount?: string | null | undefined;
  draft?: boolean | null | undefined;
  lines: ReadonlyArray<DocumentLineInput>;
  notes?: string | null | undefined;
  orderDate: string;
  poReference?: string | null | undefined;
  pricesIncludeTax?: boolean | null | undefined;
  requiredDate?: string | null | undefined;
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
export type SalesOrderFormCreateMutation$variables = {
  input: SalesOrderCreateInput;
};
export type SalesOrderFormCreateMutation$data = {
  readonly salesOrderCreate: {
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
export type SalesOrderFormCreateMutation = {
  response: SalesOrderFormCreateMutation$data;
  variables: SalesOrderFormCreateMutation$variables;
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
    "name": "salesOrderCreate",
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
    "name": "SalesOrderFormCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SalesOrderFormCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "400a2441635c9f16f7df6f8e47adddd39b375327a2212ccc40f3879122bf3c10",
    "metadata": {},
    "name": "SalesOrderFormCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca525b717877cea80b36b91051da6de5";

export default node;
