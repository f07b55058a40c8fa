/**
 * @generated SignedSource<<982baaf189cd0f96e7574a2c968dc1b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type MatchStrategy = "MANY_TO_ONE" | "ONE_TO_MANY" | "ONE_TO_ONE" | "%future added value";
export type ReconciliationPreviewDecision = "CONFIRM" | "REVIEW" | "%future added value";
export type ReconciliationPreviewVerdict = "AGREES" | "CONTRADICTS" | "NEW" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RulePreviewSample_proposal$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly confidence: number;
  readonly decision: ReconciliationPreviewDecision;
  readonly items: ReadonlyArray<{
    readonly date: string;
    readonly description: string;
    readonly recordId: string;
  }>;
  readonly reasons: ReadonlyArray<{
    readonly code: string;
    readonly text: string;
    readonly values: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
  }>;
  readonly statementTransactions: ReadonlyArray<{
    readonly date: string;
    readonly description: string;
    readonly direction: TransactionDirection;
    readonly recordId: string;
  }>;
  readonly strategy: MatchStrategy;
  readonly verdict: ReconciliationPreviewVerdict;
  readonly " $fragmentType": "RulePreviewSample_proposal";
};
export type RulePreviewSample_proposal$key = {
  readonly " $data"?: RulePreviewSample_proposal$data;
  readonly " $fragmentSpreads": FragmentRefs<"RulePreviewSample_proposal">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recordId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v2 = {
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
  "name": "RulePreviewSample_proposal",
  "selections": [
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
      "kind": "ScalarField",
      "name": "decision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verdict",
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
      "concreteType": "ReconciliationPreviewRecord",
      "kind": "LinkedField",
      "name": "statementTransactions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationPreviewRecord",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ReconciliationPreviewProposal",
  "abstractKey": null
};
})();

(node as any).hash = "37bc78cc64cb4f3e2c123271728f513a";

export default node;
