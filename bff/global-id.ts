import { globalIdOf } from '../platform/global-id.js';
import type { NodeResolvers } from './__generated__/resolvers-types.js';

/** The schema's types that implement Node, from the generated resolver types. */
type SchemaNodeType = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;

/**
 * The kinds of object a global id can name: every Node of the schema, and
 * kinds of id that are no Node of it (an invitation is a Member still
 * invited; an upload is a file on its way to an import; a bulk operation is
 * its caller's alone, fetched by `bulkOperation(id:)`). Each is fetched
 * through the `nodes` of the module that mints its ids (bff/modules/module.ts).
 */
export type NodeType = SchemaNodeType | 'Invitation' | 'Upload' | 'BulkOperation';

/** A type name as the modules declare them (`nodes` in bff/modules/<area>/index.ts): PascalCase. */
const TYPE_NAME = /^[A-Z][A-Za-z]*$/;

/**
 * Makes an opaque global id from a type and a service id, as the Relay server
 * specification asks: `toGlobalId('Counterparty', 'b1…')` → `Q291bnRlcnBhcnR5OmIx…`.
 */
export function toGlobalId(type: NodeType, id: string): string {
  return globalIdOf(type, id);
}

/**
 * Reads a global id back; anything malformed is null, never an exception.
 * The type is as written: whoever reads it compares it with the type it
 * expects (`idOfType`) or looks it up among the modules' node sources, where
 * a type no module declares names nothing.
 */
export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const text = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = text.indexOf(':');
  if (separator < 1) return null;
  const type = text.slice(0, separator);
  const id = text.slice(separator + 1);
  if (!TYPE_NAME.test(type) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { type, id };
}

/** The service id of a global id of the given type: undefined when absent, null when it is not one of that type. */
export function idOfType(
  globalId: string | null | undefined,
  type: NodeType,
): string | null | undefined {
  if (globalId === null || globalId === undefined) return undefined;
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.id : null;
}
