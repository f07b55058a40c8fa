/**
 * @generated SignedSource<<c4107724b3d2934c0fd5ed96044f5301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type reconcilableItemFields_item$data = {
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
  readonly " $fragmentType": "reconcilableItemFields_item";
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
  readonly " $fragmentType": "reconcilableItemFields_item";
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
  readonly " $fragmentType": "reconcilableItemFields_item";
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
  readonly " $fragmentType": "reconcilableItemFields_item";
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
  readonly " $fragmentType": "reconcilableItemFields_item";
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
  readonly " $fragmentType": "reconcilableItemFields_item";
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
  readonly " $fragmentType": "reconcilableItemFields_item";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "reconcilableItemFields_item";
};
export type reconcilableItemFields_item$key = {
  readonly " $data"?: reconcilableItemFields_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"reconcilableItemFields_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v2 = [
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
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v2/*:: as any*/),
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
  "name": "reconcilableItemFields_item",
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
        (v1/*:: as any*/),
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
        (v3/*:: as any*/),
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
        (v3/*:: as any*/),
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
        (v3/*:: as any*/),
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
        (v3/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
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
        (v3/*:: as any*/)
      ],
      "type": "InvoicePayment",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        (v3/*:: as any*/),
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
  "type": "ReconcilableItem",
  "abstractKey": "__isReconcilableItem"
};
})();

(node as any).hash = "11bdebed8a9f6fde9558a4e390eab25e";

export default node;
