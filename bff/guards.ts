import type { Permission } from '../contracts/account/permissions.js';
import { authorshipOf, barredAsAuthor, type FourEyes } from '../platform/four-eyes.js';
import type { Context } from './context.js';
import { forbidden, graphQLError, unauthenticated } from './errors.js';
import type { ViewerClaims } from './session.js';

/** The signed-in viewer, or UNAUTHENTICATED. */
export function requireViewer(context: Pick<Context, 'viewer'>): ViewerClaims {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}

/** Whether the viewer holds a permission: what a field shows or leaves out (null) by. */
export function can(context: Pick<Context, 'viewer'>, permission: Permission): boolean {
  return context.viewer?.permissions.includes(permission) ?? false;
}

/** The signed-in viewer holding a permission, or UNAUTHENTICATED / FORBIDDEN. */
export function requirePermission(
  context: Pick<Context, 'viewer'>,
  permission: Permission,
): ViewerClaims {
  const viewer = requireViewer(context);
  if (!viewer.permissions.includes(permission)) throw forbidden(permission);
  return viewer;
}

/**
 * Refuses (FORBIDDEN, with the flag's key as `extensions.feature`) what a
 * feature flag keeps off for the viewer's organisation: the web hides the
 * feature by the same flag, so only a caller going around it meets this.
 */
export function requireFeature(
  context: Pick<Context, 'viewer' | 'flags' | 'origin'>,
  feature: string,
  message: string,
): void {
  const on = context.flags.isOnFor(feature, {
    userId: context.viewer?.userId,
    organizationId: context.viewer?.organizationId,
    origin: context.origin,
  });
  if (!on) throw graphQLError('FORBIDDEN', message, { feature });
}

/**
 * Whether the viewer may take a decision on a record now (approve it): they
 * hold `permission` and the four-eyes rule (platform/four-eyes.ts, as the
 * service applies it) does not bar them as one of its `authors`. The
 * company's self-approval control is read, once per request, only when it
 * decides. An API key's viewer is the member who made the key.
 */
export async function mayDecide(
  context: Pick<Context, 'viewer' | 'loaders'>,
  permission: Permission,
  authors: readonly (string | null)[],
  byAnother: FourEyes,
): Promise<boolean> {
  if (!context.viewer || !can(context, permission)) return false;
  const authorship = await authorshipOf(context.viewer.userId, authors, () =>
    context.loaders.organizationSettings.load('current'),
  );
  return !barredAsAuthor({ action: 'approve', byAnother }, authorship);
}
