import type { ColumnType, Generated } from 'kysely';
import type { BillingCycle } from '../../contracts/account/organizations.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AccountDatabase = {
  organizations: {
    id: Generated<string>;
    name: string;
    username: string;
    time_zone: Generated<string>;
    default_currency: Generated<string>;
    two_factor_required: Generated<boolean>;
    legal_name: string | null;
    tax_number: string | null;
    address_street: string | null;
    address_city: string | null;
    address_province: string | null;
    address_postal_code: string | null;
    phone: string | null;
    email: string | null;
    self_approval_allowed: Generated<boolean>;
    transfers_active: Generated<boolean>;
    payments_active: Generated<boolean>;
    balance_shortfall_refused: Generated<boolean>;
    default_payment_term_days: Generated<number>;
    invoice_number_prefix: Generated<string>;
    sales_order_number_prefix: Generated<string>;
    sales_order_approval_required: Generated<boolean>;
    /** NUMERIC(20,2) as a string ("0.00"): money is never a JavaScript number. */
    default_credit_limit: Generated<string>;
    default_billing_cycle: Generated<BillingCycle>;
    created_at: Timestamp;
  };
  users: {
    id: Generated<string>;
    email: string;
    password_hash: string;
    full_name: string;
    preferred_name: string | null;
    /** The interface language the user chose; null until they choose one. */
    language: 'en' | 'id' | null;
    created_at: Timestamp;
  };
  roles: {
    id: Generated<string>;
    organization_id: string;
    name: string;
    description: string | null;
    permissions: string[];
    is_owner: Generated<boolean>;
    built_in: 'OWNER' | 'MAKER' | 'APPROVER' | 'MAKER_APPROVER' | null;
    /** The name's look-alike skeleton, unique per organisation (migrations/0018-role-name-keys.sql). */
    name_key: Generated<string>;
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
    used_two_factor: ColumnType<boolean, boolean | undefined, boolean>;
    generation: Generated<number>;
    renewed_at: Timestamp | null;
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
  attempt_counters: {
    key: string;
    attempts: number;
    resets_at: Timestamp;
  };
  auth_events: {
    id: Generated<string>;
    user_id: string | null;
    email: string | null;
    ip: string | null;
    category: 'AUTH' | 'TWO_FACTOR_AUTH';
    event: string;
    created_at: Timestamp;
  };
  two_factor_methods: {
    id: Generated<string>;
    user_id: string;
    type: 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY';
    secret_ciphertext: string | null;
    confirmed_at: Timestamp | null;
    last_used_step: ColumnType<
      string | null,
      number | string | null | undefined,
      number | string | null
    >;
    created_at: Timestamp;
  };
  backup_codes: {
    id: Generated<string>;
    method_id: string;
    user_id: string;
    code_hash: string;
    used_at: Timestamp | null;
  };
  two_factor_challenges: {
    token_hash: string;
    user_id: string;
    organization_id: string;
    ip: string | null;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    failed_attempts: Generated<number>;
    purpose: ColumnType<'VERIFY' | 'SETUP', 'VERIFY' | 'SETUP' | undefined, 'VERIFY' | 'SETUP'>;
  };
  invitations: {
    id: Generated<string>;
    organization_id: string;
    email: string;
    role_id: string | null;
    invited_by: string | null;
    token_hash: string;
    expires_at: Timestamp;
    accepted_at: Timestamp | null;
    revoked_at: Timestamp | null;
    created_at: Timestamp;
  };
  password_resets: {
    token_hash: string;
    user_id: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
  };
  mail_outbox: {
    id: Generated<string>;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    delivered: boolean;
    created_at: Timestamp;
  };
  service_secrets: {
    name: string;
    value: string;
    created_at: Timestamp;
  };
  oidc_logins: {
    state_hash: string;
    nonce: string;
    code_verifier: string;
    redirect_uri: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
  };
  external_identities: {
    id: Generated<string>;
    user_id: string;
    issuer: string;
    subject: string;
    email: string | null;
    created_at: Timestamp;
    last_used_at: Timestamp | null;
  };
  passkeys: {
    id: Generated<string>;
    user_id: string;
    credential_id: string;
    public_key: Uint8Array;
    counter: ColumnType<string, number | string, number | string>;
    transports: ColumnType<string[], string[] | undefined, string[]>;
    device_type: 'singleDevice' | 'multiDevice';
    backed_up: boolean;
    aaguid: string | null;
    name: string;
    created_at: Timestamp;
    last_used_at: Timestamp | null;
  };
  api_keys: {
    id: Generated<string>;
    organization_id: string;
    name: string;
    role_id: string;
    prefix: string;
    secret_hash: string;
    created_by: string | null;
    created_at: Timestamp;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    last_used_at: Timestamp | null;
    use_count: ColumnType<string, number | string | undefined, number | string>;
    generation: Generated<number>;
    renewed_at: Timestamp | null;
  };
  api_key_uses: {
    api_key_id: string;
    minute: Timestamp;
    requests: number;
    last_ip: string | null;
  };
  webauthn_challenges: {
    challenge: string;
    purpose: 'REGISTRATION' | 'AUTHENTICATION';
    user_id: string | null;
    two_factor_challenge: string | null;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
  };
};

/** Membership status codes (spec section 3). */
export const MembershipStatus = {
  invited: 0,
  active: 1,
  deactivated: -1,
  expired: -2,
  removed: -3,
} as const;
