/** Membership status codes (spec section 3), as `memberships.status` (smallint) holds them. */
export const MembershipStatus = {
  invited: 0,
  active: 1,
  deactivated: -1,
  expired: -2,
  removed: -3,
} as const;
