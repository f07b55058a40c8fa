import type { Context } from '../../context.js';

/**
 * The role something acts in (an API key, a webhook endpoint), as the schema's
 * `Role`: in full to those who read roles, else its id and name only, which
 * the thing's own record carries; null when the role was deleted.
 */
export async function roleHeld(context: Context, role: { id: string; name: string } | null) {
  if (!role) return null;
  const full = context.viewer?.permissions.includes('roles:read')
    ? await context.loaders.role.load(role.id)
    : null;
  return (
    full ?? { id: role.id, name: role.name, description: null, permissions: [], builtIn: null }
  );
}
