/** A bearer session in an organisation, as POST /sessions answers it. */
export type Session = { accessToken: string; organizationId: string };

/**
 * One JSON call to a service's REST API as `session` (none for signing in):
 * its parsed answer, or an error naming the call and what it answered.
 */
export async function rest<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  session: Session | null,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(session
        ? {
            authorization: `Bearer ${session.accessToken}`,
            'x-organization-id': session.organizationId,
          }
        : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}
