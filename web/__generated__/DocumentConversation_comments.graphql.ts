/**
 * @generated SignedSource<<cf871ab2e4dd0b59f2b9440affa4dc66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentConversation_comments$data = ReadonlyArray<{
  readonly author: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly body: string;
  readonly createdAt: string;
  readonly id: string;
  readonly mentions: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
  }>;
  readonly " $fragmentType": "DocumentConversation_comments";
}>;
export type DocumentConversation_comments$key = ReadonlyArray<{
  readonly " $data"?: DocumentConversation_comments$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentConversation_comments">;
}>;

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
  "name": "fullName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DocumentConversation_comments",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
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
      "name": "author",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "mentions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "DocumentComment",
  "abstractKey": null
};
})();

(node as any).hash = "a71e5112544fdd7af933b9469f777ccb";

export default node;
