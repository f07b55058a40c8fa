/**
 * @generated SignedSource<<a5cf53a4186cc21522e310ca882d94a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type ReconciliationKind = "AUTOMATIC" | "MANUAL" | "REVIEW" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatementTransactionMatches_line$data = {
  readonly id: string;
  readonly reconciliationStatus: ReconciliationStatus;
  readonly reconciliations: ReadonlyArray<{
    readonly allocations: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly fee: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly item: {
        readonly __typename: "Bill";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly billDescription: string | null | undefined;
        readonly counterparty: {
          readonly alias: string;
        } | null | undefined;
        readonly dueDate: string;
        readonly id: string;
        readonly number: string | null | undefined;
      } | {
        readonly __typename: "ExpectedTransaction";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly counterparty: {
          readonly alias: string;
        } | null | undefined;
        readonly date: string;
        readonly description: string;
        readonly externalId: string | null | undefined;
        readonly id: string;
      } | {
        readonly __typename: "InvoicePayment";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly customerName: string;
        readonly id: string;
        readonly paymentDate: string;
        readonly paymentNumber: string;
        readonly paymentReference: string | null | undefined;
      } | {
        readonly __typename: "Payment";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly beneficiary: {
          readonly accountName: string;
        };
        readonly counterparty: {
          readonly alias: string;
        } | null | undefined;
        readonly id: string;
        readonly memo: string | null | undefined;
        readonly paymentDate: string;
      } | {
        readonly __typename: "PaymentSettlement";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly date: string;
        readonly id: string;
        readonly paymentProvider: {
          readonly name: string;
        } | null | undefined;
        readonly reference: string | null | undefined;
      } | {
        readonly __typename: "SalesInvoice";
        readonly customerName: string;
        readonly dueDate: string;
        readonly id: string;
        readonly invoiceNumber: string | null | undefined;
        readonly totals: {
          readonly grandTotal: {
            readonly amount: string;
            readonly currency: Currency;
          };
        };
      } | {
        readonly __typename: "Transfer";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly beneficiary: {
          readonly accountName: string;
        };
        readonly destinationAccount: {
          readonly alias: string;
        } | null | undefined;
        readonly id: string;
        readonly memo: string | null | undefined;
        readonly paymentDate: string;
      } | {
        // This will never be '%other', but we need some
        // value in case none of the concrete values match.
        readonly __typename: "%other";
      } | null | undefined;
    }>;
    readonly createdAt: string;
    readonly createdBy: {
      readonly email: string;
      readonly fullName: string;
    } | null | undefined;
    readonly id: string;
    readonly kind: ReconciliationKind;
    readonly result: MatchResult;
  }>;
  readonly " $fragmentType": "StatementTransactionMatches_line";
};
export type StatementTransactionMatches_line$key = {
  readonly " $data"?: StatementTransactionMatches_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementTransactionMatches_line">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "alias",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memo",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentBeneficiary",
  "kind": "LinkedField",
  "name": "beneficiary",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementTransactionMatches_line",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reconciliationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Reconciliation",
      "kind": "LinkedField",
      "name": "reconciliations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "result",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "createdBy",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fullName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReconciliationAllocation",
          "kind": "LinkedField",
          "name": "allocations",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "fee",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "item",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v0/*:: as any*/),
                    (v3/*:: as any*/),
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
                      "name": "externalId",
                      "storageKey": null
                    },
                    (v2/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "type": "ExpectedTransaction",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v0/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    (v2/*:: as any*/),
                    (v8/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "type": "Payment",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v0/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    (v2/*:: as any*/),
                    (v8/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "BankAccount",
                      "kind": "LinkedField",
                      "name": "destinationAccount",
                      "plural": false,
                      "selections": (v4/*:: as any*/),
                      "storageKey": null
                    }
                  ],
                  "type": "Transfer",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v0/*:: as any*/),
                    (v9/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "number",
                      "storageKey": null
                    },
                    {
                      "alias": "billDescription",
                      "args": null,
                      "kind": "ScalarField",
                      "name": "description",
                      "storageKey": null
                    },
                    (v2/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "type": "Bill",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v0/*:: as any*/),
                    (v9/*:: as any*/),
                    {
                      "alias": "invoiceNumber",
                      "args": null,
                      "kind": "ScalarField",
                      "name": "number",
                      "storageKey": null
                    },
                    (v10/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "DocumentTotals",
                      "kind": "LinkedField",
                      "name": "totals",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "Money",
                          "kind": "LinkedField",
                          "name": "grandTotal",
                          "plural": false,
                          "selections": (v1/*:: as any*/),
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "type": "SalesInvoice",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v0/*:: as any*/),
                    (v6/*:: as any*/),
                    {
                      "alias": "paymentNumber",
                      "args": null,
                      "kind": "ScalarField",
                      "name": "number",
                      "storageKey": null
                    },
                    (v10/*:: as any*/),
                    {
                      "alias": "paymentReference",
                      "args": null,
                      "kind": "ScalarField",
                      "name": "reference",
                      "storageKey": null
                    },
                    (v2/*:: as any*/)
                  ],
                  "type": "InvoicePayment",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v0/*:: as any*/),
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "reference",
                      "storageKey": null
                    },
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "PaymentProvider",
                      "kind": "LinkedField",
                      "name": "paymentProvider",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "name",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "type": "PaymentSettlement",
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
    }
  ],
  "type": "StatementTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "7b33b43909555751433ffe87cd1ac77d";

export default node;
