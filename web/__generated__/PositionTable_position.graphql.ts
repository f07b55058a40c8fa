/**
 * @generated SignedSource<<bcced0891b83a4372f24623ca6a43ce4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PositionTable_position$data = {
  readonly BANK: ReadonlyArray<{
    readonly key: string;
    readonly " $fragmentSpreads": FragmentRefs<"PositionGroupRows_group">;
  }>;
  readonly CURRENCY: ReadonlyArray<{
    readonly key: string;
    readonly " $fragmentSpreads": FragmentRefs<"PositionGroupRows_group">;
  }>;
  readonly ENTITY: ReadonlyArray<{
    readonly key: string;
    readonly " $fragmentSpreads": FragmentRefs<"PositionGroupRows_group">;
  }>;
  readonly accounts: ReadonlyArray<{
    readonly alias: string;
  }>;
  readonly accountsWithoutBalance: number;
  readonly date: string;
  readonly " $fragmentType": "PositionTable_position";
};
export type PositionTable_position$key = {
  readonly " $data"?: PositionTable_position$data;
  readonly " $fragmentSpreads": FragmentRefs<"PositionTable_position">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PositionGroupRows_group"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PositionTable_position",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountsWithoutBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashPositionAccount",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": true,
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
    },
    {
      "alias": "BANK",
      "args": [
        {
          "kind": "Literal",
          "name": "by",
          "value": "BANK"
        }
      ],
      "concreteType": "CashPositionGroup",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "groups(by:\"BANK\")"
    },
    {
      "alias": "ENTITY",
      "args": [
        {
          "kind": "Literal",
          "name": "by",
          "value": "ENTITY"
        }
      ],
      "concreteType": "CashPositionGroup",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "groups(by:\"ENTITY\")"
    },
    {
      "alias": "CURRENCY",
      "args": [
        {
          "kind": "Literal",
          "name": "by",
          "value": "CURRENCY"
        }
      ],
      "concreteType": "CashPositionGroup",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "groups(by:\"CURRENCY\")"
    }
  ],
  "type": "CashPosition",
  "abstractKey": null
};
})();

(node as any).hash = "9b4a465addea0207a193cb4ba09d9e70";

export default node;
