import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DocumentCommentBody,
  DocumentCommentParams,
  DocumentCommentResponse,
} from '../../../contracts/invoicing/documents.js';
import { created, routeDocs } from '../../kit/route-docs.js';
import { onBehalfOf } from '../../kit/server.js';
import type { DocumentComments } from './comments.js';

const doc = routeDocs('documents', 400, 401, 403, 404);

/** The conversation on sales orders, invoices, goods receipts and credit memos. */
export const documentCommentRoutes: FastifyPluginAsyncTypebox<{
  comments: DocumentComments;
}> = async (app, { comments }) => {
  app.get(
    '/:documents/:id/comments',
    {
      schema: doc(
        'A document’s conversation, oldest first (needs the document’s read permission)',
        {
          params: DocumentCommentParams,
          response: { 200: Type.Object({ items: Type.Array(DocumentCommentResponse) }) },
        },
      ),
    },
    async (request) => comments.list(request.auth, request.params.documents, request.params.id),
  );

  app.post(
    '/:documents/:id/comments',
    {
      schema: doc(
        'Add a comment to a document’s conversation (needs the document’s read permission)',
        {
          description:
            'Mentioned members must be active members of the organisation (U-INV-DOC-15); each is mailed a link to the document.',
          params: DocumentCommentParams,
          body: DocumentCommentBody,
          response: { 201: DocumentCommentResponse },
        },
      ),
    },
    async (request, reply) =>
      created(
        reply,
        comments.add(
          request.auth,
          onBehalfOf(request),
          request.params.documents,
          request.params.id,
          request.body,
        ),
      ),
  );
};
