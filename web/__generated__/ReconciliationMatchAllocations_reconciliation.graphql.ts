/**
 * @generated SignedSource<<d2168cb07cf35e4be8ee5e69c8c4a823>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationMatchAllocations_reconciliation$data = {
  readonly allocations: ReadonlyArray<{
    readonly amount: {
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
    readonly statementTransaction: {
      readonly date: string;
      readonly description: string;
      readonly id: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "ReconciliationMatchAllocations_reconciliation";
};
export type ReconciliationMatchAllocations_reconciliation$key = {
  readonly " $data"?: ReconciliationMatchAllocations_reconciliation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationMatchAllocations_reconciliation">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "alias",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memo",
  "storageKey": null
},
v9 = {
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v11 = {
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
  "name": "ReconciliationMatchAllocations_reconciliation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationAllocation",
      "kind": "LinkedField",
      "name": "allocations",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "StatementTransaction",
          "kind": "LinkedField",
          "name": "statementTransaction",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
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
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "externalId",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                (v6/*:: as any*/)
              ],
              "type": "ExpectedTransaction",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v1/*:: as any*/),
                (v9/*:: as any*/),
                (v6/*:: as any*/)
              ],
              "type": "Payment",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v1/*:: as any*/),
                (v9/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "BankAccount",
                  "kind": "LinkedField",
                  "name": "destinationAccount",
                  "plural": false,
                  "selections": (v5/*:: as any*/),
                  "storageKey": null
                }
              ],
              "type": "Transfer",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v10/*:: as any*/),
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
                (v1/*:: as any*/),
                (v6/*:: as any*/)
              ],
              "type": "Bill",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v10/*:: as any*/),
                {
                  "alias": "invoiceNumber",
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                (v11/*:: as any*/),
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
                      "selections": (v0/*:: as any*/),
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
                (v2/*:: as any*/),
                (v7/*:: as any*/),
                {
                  "alias": "paymentNumber",
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                (v11/*:: as any*/),
                {
                  "alias": "paymentReference",
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reference",
                  "storageKey": null
                },
                (v1/*:: as any*/)
              ],
              "type": "InvoicePayment",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reference",
                  "storageKey": null
                },
                (v1/*:: as any*/),
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
  "type": "Reconciliation",
  "abstractKey": null
};
})();

(node as any).hash = "ec27b3b1cbc095aa7b5f097f393929a0";

export default node;
