/**
 * @generated SignedSource<<5cdfd37ca2acc1977fbb01bc391441a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityRow_entity$data = {
  readonly bankAccountCount: number;
  readonly id: string;
  readonly isDefault: boolean;
  readonly name: string;
  readonly " $fragmentType": "EntityRow_entity";
};
export type EntityRow_entity$key = {
  readonly " $data"?: EntityRow_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityRow_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityRow_entity",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankAccountCount",
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "ece5c9e17e44ded49e1f82050d3d3ecd";

export default node;
