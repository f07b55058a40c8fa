/**
 * @generated SignedSource<<b842ec1deaeb35c3bfe257a804f2e9f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type DepositStatus = "ACTIVE" | "CLOSED" | "MATURED" | "%future added value";
export type DepositTenorType = "DAYS" | "MONTHS" | "%future added value";
export type DepositTerm = "NO_RENEWAL" | "RENEW_PRINCIPAL" | "RENEW_PRINCIPAL_AND_INTEREST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositRow_deposit$data = {
  readonly accruedInterest: {
    readonly days: number;
    readonly gross: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly net: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly to: string;
  };
  readonly alias: string;
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly autoRenewal: boolean;
  readonly bank: {
    readonly code: string;
    readonly name: string;
  };
  readonly closure: {
    readonly closedOn: string;
    readonly reason: string;
  } | null | undefined;
  readonly editable: boolean;
  readonly id: string;
  readonly interestAtMaturity: {
    readonly net: {
      readonly amount: string;
      readonly currency: Currency;
    };
  };
  readonly interestRate: string;
  readonly issuedDate: string;
  readonly maturityDate: string;
  readonly periodStart: string;
  readonly principal: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly renewals: number;
  readonly status: DepositStatus;
  readonly tenor: number;
  readonly tenorType: DepositTenorType;
  readonly term: DepositTerm;
  readonly " $fragmentType": "DepositRow_deposit";
};
export type DepositRow_deposit$key = {
  readonly " $data"?: DepositRow_deposit$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositRow_deposit">;
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
  "name": "net",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositRow_deposit",
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
      "name": "alias",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "principal",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tenor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tenorType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "term",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoRenewal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maturityDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interestRate",
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
      "name": "renewals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositInterest",
      "kind": "LinkedField",
      "name": "accruedInterest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "gross",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositInterest",
      "kind": "LinkedField",
      "name": "interestAtMaturity",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositClosure",
      "kind": "LinkedField",
      "name": "closure",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closedOn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Deposit",
  "abstractKey": null
};
})();

(node as any).hash = "14abe0a0b262b80ce415f5fe7a59ce56";

export default node;
