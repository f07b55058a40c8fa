/**
 * @generated SignedSource<<0d8b0b8463fec73ceb6dac4a74be8165>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CounterpartyStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
export type RecurrenceUnit = "DAYS" | "MONTHS" | "WEEKS" | "YEARS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderForm_payment$data = {
  readonly amount: {
    readonly amount: string;
  };
  readonly beneficiary: {
    readonly accountNumber: string;
    readonly bankCode: string;
  };
  readonly counterparty: {
    readonly alias: string;
    readonly bankAccounts: ReadonlyArray<{
      readonly accountName: string;
      readonly accountNumber: string;
      readonly alias: string | null | undefined;
      readonly bank: {
        readonly code: string;
        readonly name: string;
      };
      readonly id: string;
    }>;
    readonly generated: boolean;
    readonly id: string;
    readonly legalName: string;
    readonly status: CounterpartyStatus;
    readonly taxNumber: string | null | undefined;
    readonly type: CounterpartyType;
  } | null | undefined;
  readonly id: string;
  readonly memo: string | null | undefined;
  readonly method: PaymentMethod;
  readonly notes: string | null | undefined;
  readonly paymentDate: string;
  readonly recurrence: {
    readonly every: number;
    readonly unit: RecurrenceUnit;
    readonly until: string | null | undefined;
  } | null | undefined;
  readonly sourceAccount: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "PaymentOrderForm_payment";
};
export type PaymentOrderForm_payment$key = {
  readonly " $data"?: PaymentOrderForm_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderForm_payment">;
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
  "name": "accountNumber",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentOrderForm_payment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "sourceAccount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
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
          "name": "bankCode",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Counterparty",
      "kind": "LinkedField",
      "name": "counterparty",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "generated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CounterpartyBankAccount",
          "kind": "LinkedField",
          "name": "bankAccounts",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "accountName",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Bank",
              "kind": "LinkedField",
              "name": "bank",
              "plural": false,
              "selections": [
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
                  "name": "name",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentRecurrence",
      "kind": "LinkedField",
      "name": "recurrence",
      "plural": false,
      "selections": [
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
          "name": "every",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "until",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Payment",
  "abstractKey": null
};
})();

(node as any).hash = "b78cc885569ffe409d3bc394922bd8bd";

export default node;
