/**
 * @generated SignedSource<<1737f97adac2f0973ceabb90fff2564e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationAcceptForm_invitation$data = {
  readonly accountExists: boolean | null | undefined;
  readonly email: string | null | undefined;
  readonly organizationName: string | null | undefined;
  readonly " $fragmentType": "InvitationAcceptForm_invitation";
};
export type InvitationAcceptForm_invitation$key = {
  readonly " $data"?: InvitationAcceptForm_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationAcceptForm_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationAcceptForm_invitation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountExists",
      "storageKey": null
    }
  ],
  "type": "InvitationLink",
  "abstractKey": null
};

(node as any).hash = "70bbd4e14d1f57ee5038f823da0bdb81";

export default node;
