/**
 * @generated SignedSource<<a787d5f9a97a87678ff72fea440e7003>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderReasonInput = {
  purchaseOrderId: string;
  reason: string;
};
export type PurchaseOrderCancelDialogMutation$variables = {
  input: PurchaseOrderReasonInput;
};
export type PurchaseOrderCancelDialogMutation$data = {
  readonly purchaseOrderCancel: {
    readonly purchaseOrder: {
      readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderDetail_purchaseOrder" | "PurchaseOrderRow_purchaseOrder">;
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
export type PurchaseOrderCancelDialogMutation = {
  response: PurchaseOrderCancelDialogMutation$data;
  variables: PurchaseOrderCancelDialogMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
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
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "UserErrorValue",
      "kind": "LinkedField",
      "name": "values",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actions",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "grandTotal",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "discount",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "taxBase",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "vat",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "DocumentLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    (v15/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "product",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "unitPrice",
      "plural": false,
      "selections": (v10/*:: as any*/),
      "storageKey": null
    },
    (v12/*:: as any*/),
    (v13/*:: as any*/),
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": (v10/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v20 = [
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  (v6/*:: as any*/)
],
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "actor",
  "plural": false,
  "selections": (v20/*:: as any*/),
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v24 = [
  (v18/*:: as any*/),
  (v6/*:: as any*/)
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PurchaseOrderCancelDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PurchaseOrderPayload",
        "kind": "LinkedField",
        "name": "purchaseOrderCancel",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "PurchaseOrderDetail_purchaseOrder"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PurchaseOrderRow_purchaseOrder"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PurchaseOrderCancelDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PurchaseOrderPayload",
        "kind": "LinkedField",
        "name": "purchaseOrderCancel",
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supplierName",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentTotals",
                "kind": "LinkedField",
                "name": "totals",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "subtotal",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "otherTaxBase",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderLineReceipt",
                "kind": "LinkedField",
                "name": "lineReceipts",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ordered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "received",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "remaining",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentComment",
                "kind": "LinkedField",
                "name": "comments",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "body",
                    "storageKey": null
                  },
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": (v20/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "mentions",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ActivityEntry",
                "kind": "LinkedField",
                "name": "activities",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "occurredAt",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "summary",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ActivityDescription",
                    "kind": "LinkedField",
                    "name": "description",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "parts",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          },
                          (v4/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "text",
                                "storageKey": null
                              }
                            ],
                            "type": "ActivityTextPart",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "count",
                                "storageKey": null
                              }
                            ],
                            "type": "ActivityCountPart",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Money",
                                "kind": "LinkedField",
                                "name": "money",
                                "plural": false,
                                "selections": (v10/*:: as any*/),
                                "storageKey": null
                              }
                            ],
                            "type": "ActivityMoneyPart",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "date",
                                "storageKey": null
                              }
                            ],
                            "type": "ActivityDatePart",
                            "abstractKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentRevision",
                "kind": "LinkedField",
                "name": "revisions",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  (v22/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FieldChange",
                    "kind": "LinkedField",
                    "name": "changes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "before",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "after",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supplierReference",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expectedDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fulfillmentStatus",
                "storageKey": null
              },
              (v23/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": (v24/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentDecision",
                "kind": "LinkedField",
                "name": "cancellation",
                "plural": false,
                "selections": [
                  (v25/*:: as any*/),
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "by",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "closedBy",
                "plural": false,
                "selections": (v24/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GoodsReceipt",
                "kind": "LinkedField",
                "name": "goodsReceipts",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "receivedDate",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentTotals",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentDecision",
                    "kind": "LinkedField",
                    "name": "cancellation",
                    "plural": false,
                    "selections": [
                      (v25/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e8e9abece0ca4c6e03c98abeeb164905",
    "id": null,
    "metadata": {},
    "name": "PurchaseOrderCancelDialogMutation",
    "operationKind": "mutation",
    "text": "mutation PurchaseOrderCancelDialogMutation(\n  $input: PurchaseOrderReasonInput!\n) {\n  purchaseOrderCancel(input: $input) {\n    purchaseOrder {\n      ...PurchaseOrderDetail_purchaseOrder\n      ...PurchaseOrderRow_purchaseOrder\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n\nfragment ActivityDescriptionText_entry on ActivityEntry {\n  summary\n  description {\n    message\n    parts {\n      __typename\n      name\n      ... on ActivityTextPart {\n        text\n      }\n      ... on ActivityCountPart {\n        count\n      }\n      ... on ActivityMoneyPart {\n        money {\n          amount\n          currency\n        }\n      }\n      ... on ActivityDatePart {\n        date\n      }\n    }\n  }\n}\n\nfragment DocumentActivities_entries on ActivityEntry {\n  id\n  occurredAt\n  actor {\n    fullName\n    email\n    id\n  }\n  ...ActivityDescriptionText_entry\n}\n\nfragment DocumentConversation_comments on DocumentComment {\n  id\n  body\n  createdAt\n  author {\n    fullName\n    email\n    id\n  }\n  mentions {\n    id\n    fullName\n    email\n  }\n}\n\nfragment DocumentLinesTable_lines on DocumentLine {\n  position\n  product\n  description\n  quantity\n  kind\n  unit\n  taxCode\n  vatRate\n  unitPrice {\n    amount\n    currency\n  }\n  discount {\n    amount\n    currency\n  }\n  taxBase {\n    amount\n    currency\n  }\n  vat {\n    amount\n    currency\n  }\n  total {\n    amount\n    currency\n  }\n}\n\nfragment DocumentRevisions_revisions on DocumentRevision {\n  id\n  action\n  at\n  actor {\n    fullName\n    email\n    id\n  }\n  changes {\n    field\n    before\n    after\n  }\n}\n\nfragment DocumentTotalsBlock_totals on DocumentTotals {\n  subtotal {\n    amount\n    currency\n  }\n  discount {\n    amount\n    currency\n  }\n  taxBase {\n    amount\n    currency\n  }\n  otherTaxBase {\n    amount\n    currency\n  }\n  vat {\n    amount\n    currency\n  }\n  grandTotal {\n    amount\n    currency\n  }\n}\n\nfragment GoodsReceiptCard_goodsReceipt on GoodsReceipt {\n  id\n  number\n  receivedDate\n  status\n  actions\n  notes\n  totals {\n    grandTotal {\n      amount\n      currency\n    }\n  }\n  lines {\n    ...DocumentLinesTable_lines\n  }\n  cancellation {\n    reason\n  }\n}\n\nfragment OrderLineProgress_lineReceipts on OrderLineReceipt {\n  position\n  ordered\n  received\n  remaining\n}\n\nfragment OrderLineProgress_lines on DocumentLine {\n  position\n  product\n}\n\nfragment OrderReceipts_goodsReceipts on GoodsReceipt {\n  id\n  ...GoodsReceiptCard_goodsReceipt\n}\n\nfragment OrderReceipts_lineReceipts on OrderLineReceipt {\n  position\n  remaining\n  ...OrderLineProgress_lineReceipts\n}\n\nfragment OrderReceipts_lines on DocumentLine {\n  position\n  product\n  ...OrderLineProgress_lines\n}\n\nfragment PurchaseOrderDetail_purchaseOrder on PurchaseOrder {\n  id\n  number\n  supplierName\n  status\n  actions\n  totals {\n    grandTotal {\n      amount\n      currency\n    }\n    ...DocumentTotalsBlock_totals\n  }\n  lines {\n    ...DocumentLinesTable_lines\n    ...OrderLineProgress_lines\n  }\n  lineReceipts {\n    ...OrderLineProgress_lineReceipts\n  }\n  comments {\n    ...DocumentConversation_comments\n    id\n  }\n  activities {\n    ...DocumentActivities_entries\n    id\n  }\n  revisions {\n    ...DocumentRevisions_revisions\n    id\n  }\n  ...PurchaseOrderFacts_purchaseOrder\n  ...PurchaseOrderReceipts_purchaseOrder\n}\n\nfragment PurchaseOrderFacts_purchaseOrder on PurchaseOrder {\n  supplierName\n  supplierReference\n  orderDate\n  expectedDate\n  fulfillmentStatus\n  notes\n  createdAt\n  createdBy {\n    fullName\n    id\n  }\n  cancellation {\n    reason\n    at\n    by {\n      fullName\n      id\n    }\n  }\n  closedAt\n  closedBy {\n    fullName\n    id\n  }\n}\n\nfragment PurchaseOrderReceipts_purchaseOrder on PurchaseOrder {\n  id\n  number\n  orderDate\n  actions\n  lines {\n    ...OrderReceipts_lines\n  }\n  lineReceipts {\n    ...OrderReceipts_lineReceipts\n  }\n  goodsReceipts {\n    ...OrderReceipts_goodsReceipts\n    id\n  }\n}\n\nfragment PurchaseOrderRow_purchaseOrder on PurchaseOrder {\n  id\n  number\n  supplierReference\n  supplierName\n  orderDate\n  expectedDate\n  status\n  fulfillmentStatus\n  totals {\n    grandTotal {\n      amount\n      currency\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f06cf2a664f2d30fd97f6bb1286d4c3";

export default node;
