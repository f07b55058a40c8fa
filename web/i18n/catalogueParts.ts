/**
 * The English catalogue ships in two parts: what the public pages (sign-in,
 * second factor, password reset, invitation) and the app's frame may show,
 * in the first download, and the messages of the screens behind sign-in,
 * loaded with the app's layout (routes.tsx). The public part is the short,
 * settled list below; every other namespace, a new area's included, is the
 * screens' (the buyer's request form at /invitation?request= loads that part
 * with its chunk: features/customers/request). `catalogueParts.test.ts` keeps
 * the public pages' sources on the public part.
 */
export const PUBLIC_NAMESPACES: readonly string[] = [
  'app',
  'billingCycle',
  'chart',
  'common',
  'currency',
  'error',
  'errorPage',
  'filters',
  'forgotPassword',
  'header',
  'invitation',
  'list',
  'login',
  'logout',
  'management',
  'mode',
  'nav',
  'notice',
  'organizations',
  'page',
  'passkey',
  'password',
  'placeholder',
  'rules',
  'security',
  'transaction',
  'validation',
];

export type CataloguePart = 'public' | 'app';

/**
 * The services' refusals the public pages can meet: the account service's
 * (`error.U-ACC-*`: sign-in, password reset, invitation) and the generic ones
 * (`error.gql.*`, `error.default`, a form's `error.REQUIRED`); another
 * service's codes (`error.U-TRSY-*`, `error.U-INV-*`) only the screens behind
 * sign-in meet.
 */
const APP_ONLY_ERROR = /^error\.U-(?!ACC-)/;

/** The part a message belongs to, by its namespace (the id's first segment), or for an error by its service. */
export function partOf(id: string): CataloguePart {
  if (APP_ONLY_ERROR.test(id)) return 'app';
  return PUBLIC_NAMESPACES.includes(id.slice(0, id.indexOf('.'))) ? 'public' : 'app';
}
