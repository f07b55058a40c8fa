/**
 * @generated SignedSource<<95cf389e792d05be70226b90df92b036>>
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
  readonly autoConfirmRefusal: {
    readonly code: string;
    readonly message: string;
  } | null | undefined;
  readonly confidence: number;
  readonly id: string;
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
    readonly direction: TransactionDirection;
  }>;
  readonly strategy: MatchStrategy;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationProposalSides_proposal">;
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
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationProposalCard_proposal",
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
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationAutoConfirmRefusal",
      "kind": "LinkedField",
      "name": "autoConfirmRefusal",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationReason",
      "kind": "LinkedField",
      "name": "reasons",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "direction",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconciliationProposalSides_proposal"
    }
  ],
  "type": "ReconciliationProposal",
  "abstractKey": null
};
})();

(node as any).hash = "8a30c4f530498fab9eea9a4ddece3df1";

export default node;
