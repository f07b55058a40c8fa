import type { Permission } from '../contracts/account/permissions.js';
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
