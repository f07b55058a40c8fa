import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AccountDatabase = {
  organizations: {
    id: Generated<string>;
    name: string;
    username: string;
    time_zone: Generated<string>;
    default_currency: Generated<string>;
    created_at: Timestamp;
  };
  users: {
    id: Generated<string>;
    email: string;
    password_hash: string;
    full_name: string;
    preferred_name: string | null;
    created_at: Timestamp;
  };
  roles: {
    id: Generated<string>;
    organization_id: string;
    name: string;
    description: string | null;
    permissions: string[];
    is_owner: Generated<boolean>;
    created_at: Timestamp;
  };
  memberships: {
    id: Generated<string>;
    organization_id: string;
    user_id: string;
    role_id: string;
    status: Generated<number>;
    created_at: Timestamp;
  };
  sessions: {
    id: Generated<string>;
    user_id: string;
    organization_id: string;
    created_at: Timestamp;
    revoked_at: Timestamp | null;
  };
  refresh_tokens: {
    token_hash: string;
    session_id: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
  };
  signing_keys: {
    kid: string;
    private_jwk: ColumnType<Record<string, unknown>, string, string>;
    public_jwk: ColumnType<Record<string, unknown>, string, string>;
    created_at: Timestamp;
  };
};

/** Membership status codes (spec section 3). */
export const MembershipStatus = { invited: 0, active: 1, deactivated: -1, expired: -2, removed: -3 } as const;
