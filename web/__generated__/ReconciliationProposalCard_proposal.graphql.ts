/**
 * @generated SignedSource<<f7148cffd14cd32ec62b393ff5c20af4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type MatchStrategy = "MANY_TO_ONE" | "ONE_TO_MANY" | "ONE_TO_ONE" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationProposalCard_proposal$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly confidence: number;
  readonly id: string;
  readonly items: ReadonlyArray<{
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
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  }>;
  readonly reasons: ReadonlyArray<{
    readonly code: string;
    readonly text: string;
    readonly values: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
  }>;
  readonly result: MatchResult;
  readonly statementTransactions: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly date: string;
    readonly description: string;
    readonly direction: TransactionDirection;
    readonly id: string;
  }>;
  readonly strategy: MatchStrategy;
  readonly " $fragmentType": "ReconciliationProposalCard_proposal";
};
export type ReconciliationProposalCard_proposal$key = {
  readonly " $data"?: ReconciliationProposalCard_proposal$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationProposalCard_proposal">;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationProposalCard_proposal",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "strategy",
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
      "name": "confidence",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationReason",
      "kind": "LinkedField",
      "name": "reasons",
      "plural": true,
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
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReconciliationReasonValue",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatementTransaction",
      "kind": "LinkedField",
      "name": "statementTransactions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "direction",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "externalId",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Counterparty",
              "kind": "LinkedField",
              "name": "counterparty",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "alias",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "ExpectedTransaction",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReconciliationProposal",
  "abstractKey": null
};
})();

(node as any).hash = "9f2246905482a9cbc885c4b84ea8cc50";

export default node;
