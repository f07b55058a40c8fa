import type { ErrorDefinition } from '../../../contracts/common/errors.js';
import { userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { idOfType, type NodeType } from '../../global-id.js';

/** What a document's move mutation answers: the document under its field (`salesOrder`), or the refusal. */
export type MovePayload<Key extends string, Document> = { [K in Key]: Document | null } & {
  userErrors: UserError[];
};

/**
 * One change of a document through its service (a lifecycle move): the
 * global id of the input's `field` read as the document `type`'s (another
 * type's answers as the service's not found), the service's answer primed
 * (`prime`) and answered under `key`, or the refusal, the service's not found
 * named after the input's field.
 */
export async function movedDocument<const Key extends string, Document extends { id: string }>(
  key: Key,
  of: { type: NodeType; field: string; notFound: ErrorDefinition },
  globalId: string,
  move: (id: string) => Promise<Document>,
  prime: (document: Document) => void,
): Promise<MovePayload<Key, Document>> {
  const answer = (document: Document | null, userErrors: UserError[]) =>
    ({ [key]: document, userErrors }) as MovePayload<Key, Document>;
  const id = idOfType(globalId, of.type);
  if (!id) return answer(null, [userErrorOf(of.notFound, of.field)]);
  const result = await withUserErrors(() => move(id));
  if (!result.ok)
    return answer(
      null,
      result.userErrors.map((error) =>
        error.code === of.notFound.code ? { ...error, field: of.field } : error,
      ),
    );
  prime(result.value);
  return answer(result.value, []);
}
