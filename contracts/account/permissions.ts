/**
 * The permission catalogue: every action in the product, named `area:action`
 * (ARCHITECTURE.md), grouped by area in the order the role editor shows them.
 * A role holds a subset; the owner holds them all. Services check them from
 * the access token, so a change of role takes effect at the next token.
 */
export const PERMISSION_AREAS = {
  // Treasury
  'bank-accounts': ['read', 'manage'],
  balances: ['read'],
  statements: ['read', 'create', 'import', 'export'],
  counterparties: ['read', 'create', 'update', 'delete'],
  'expected-transactions': ['read', 'manage'],
  reconciliation: ['read', 'reconcile', 'auto-reconcile', 'unreconcile'],
  payments: ['read', 'create', 'approve', 'cancel', 'archive'],
  transfers: ['read', 'create', 'approve', 'cancel', 'archive'],
  bills: ['read', 'create', 'approve', 'pay'],
  deposits: ['read', 'manage'],
  'cash-analysis': ['read'],
  'payment-providers': ['read', 'manage'],
  exceptions: ['read', 'manage'],
  // Invoicing
  customers: ['read', 'manage', 'approve'],
  'sales-orders': ['read', 'manage', 'approve'],
  'purchase-orders': ['read', 'manage', 'approve'],
  invoices: ['read', 'manage', 'approve', 'cancel'],
  'credit-memos': ['read', 'manage', 'approve'],
  'invoice-payments': ['read', 'manage'],
  settlement: ['read', 'manage'],
  // Organisation
  members: ['read', 'manage'],
  roles: ['read', 'manage'],
  settings: ['read', 'manage'],
  'activity-log': ['read'],
  'api-keys': ['manage'],
  webhooks: ['read', 'manage'],
} as const;

type Areas = typeof PERMISSION_AREAS;
export type PermissionArea = keyof Areas;
export type Permission = {
  [Area in PermissionArea]: `${Area}:${Areas[Area][number]}`;
}[PermissionArea];

export const PERMISSIONS: readonly Permission[] = Object.entries(PERMISSION_AREAS).flatMap(
  ([area, actions]) =>
    (actions as readonly string[]).map((action) => `${area}:${action}` as Permission),
);

const KNOWN = new Set<string>(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

const all = (action: string) =>
  PERMISSIONS.filter((permission) => permission.endsWith(`:${action}`));

/**
 * What every built-in role but the owner's reads: everything of the business,
 * not the organisation's roles nor its integrations' webhooks (administration,
 * as API keys are).
 */
const BUSINESS_READS = all('read').filter(
  (permission) => permission !== 'roles:read' && permission !== 'webhooks:read',
);

/** What a Maker does: reads everything of the business and prepares records, payments and transfers. */
const MAKER: readonly Permission[] = [
  ...BUSINESS_READS,
  'statements:create',
  'statements:import',
  'statements:export',
  'counterparties:create',
  'counterparties:update',
  'expected-transactions:manage',
  'reconciliation:reconcile',
  'payments:create',
  'payments:cancel',
  'payments:archive',
  'transfers:create',
  'transfers:cancel',
  'transfers:archive',
  'bills:create',
  'bills:pay',
  'deposits:manage',
  'customers:manage',
  'sales-orders:manage',
  'purchase-orders:manage',
  'invoices:manage',
  'credit-memos:manage',
  'invoice-payments:manage',
];

/** What an Approver does: reads everything of the business and approves what makers prepare. */
const APPROVER: readonly Permission[] = [
  ...BUSINESS_READS,
  'reconciliation:auto-reconcile',
  'reconciliation:unreconcile',
  'payments:approve',
  'payments:cancel',
  'payments:archive',
  'transfers:approve',
  'transfers:cancel',
  'transfers:archive',
  'bills:approve',
  'customers:approve',
  'sales-orders:approve',
  'purchase-orders:approve',
  'invoices:approve',
  'credit-memos:approve',
  'invoices:cancel',
];

/** The roles every organisation has (spec section 6). Their permissions come from here, not from the database. */
export const BUILT_IN_ROLES = {
  OWNER: {
    name: 'owner',
    description: 'Owns the organisation; holds every permission.',
    permissions: PERMISSIONS,
  },
  MAKER: {
    name: 'Maker',
    description: 'Prepares payments, transfers and records.',
    permissions: MAKER,
  },
  APPROVER: {
    name: 'Approver',
    description: 'Approves what makers prepare.',
    permissions: APPROVER,
  },
  MAKER_APPROVER: {
    name: 'Maker & Approver',
    description:
      'Prepares and approves; approving their own work needs the company control that allows it.',
    permissions: [...new Set([...MAKER, ...APPROVER])],
  },
} as const satisfies Record<
  string,
  { name: string; description: string; permissions: readonly Permission[] }
>;

export type BuiltInRole = keyof typeof BUILT_IN_ROLES;

/** The permissions a role grants: a built-in role's from the catalogue, a custom role's as stored (unknown names dropped). */
export function permissionsOfRole(role: {
  builtIn: string | null;
  permissions: readonly string[];
}): Permission[] {
  if (role.builtIn && role.builtIn in BUILT_IN_ROLES)
    return [...BUILT_IN_ROLES[role.builtIn as BuiltInRole].permissions];
  return role.permissions.filter(isPermission);
}

/** The built-in roles whose catalogue grants a permission: `builtInRolesGranting('invoices:approve')` → OWNER, APPROVER, MAKER_APPROVER. */
export function builtInRolesGranting(permission: Permission): BuiltInRole[] {
  return (Object.keys(BUILT_IN_ROLES) as BuiltInRole[]).filter((role) =>
    (BUILT_IN_ROLES[role].permissions as readonly Permission[]).includes(permission),
  );
}
