import { useCallback, useMemo } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  CustomerRequestSaveInput,
  useRequestMutationsSaveMutation,
} from '../../../__generated__/useRequestMutationsSaveMutation.graphql';
import type { useRequestMutationsDocumentDeleteMutation } from '../../../__generated__/useRequestMutationsDocumentDeleteMutation.graphql';
import type { useRequestMutationsSubmitMutation } from '../../../__generated__/useRequestMutationsSubmitMutation.graphql';
import { useCommit } from '../../../relay/useCommit';

export type { CustomerRequestSaveInput };

/** The refusals that mean the form no longer applies: the link expired or was withdrawn (29), or the request was sent meanwhile (30). */
export const GONE_CODES: readonly string[] = ['U-INV-CU-29', 'U-INV-CU-30'];

/**
 * The request form's changes through the link: save a step, remove a
 * document, send the request. Each answers the request as it now is, which
 * replaces the page query's (`customerRequest(token:)`: a request has no id
 * for Relay to match it by).
 */
export function useRequestMutations(token: string) {
  const [commitSave] = useCommit<useRequestMutationsSaveMutation>(graphql`
    mutation useRequestMutationsSaveMutation($input: CustomerRequestSaveInput!) {
      customerRequestSave(input: $input) {
        request {
          ...CustomerRequestPage_request
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitDelete] = useCommit<useRequestMutationsDocumentDeleteMutation>(graphql`
    mutation useRequestMutationsDocumentDeleteMutation(
      $input: CustomerRequestDocumentDeleteInput!
    ) {
      customerRequestDocumentDelete(input: $input) {
        request {
          ...CustomerRequestPage_request
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitSubmit] = useCommit<useRequestMutationsSubmitMutation>(graphql`
    mutation useRequestMutationsSubmitMutation($input: CustomerRequestTokenInput!) {
      customerRequestSubmit(input: $input) {
        request {
          ...CustomerRequestPage_request
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  /** Puts the payload's request in place of the page's. */
  const replacing = useCallback(
    (field: string) => (store: RecordSourceSelectorProxy) => {
      const request = store.getRootField(field)?.getLinkedRecord('request');
      if (request) store.getRoot().setLinkedRecord(request, 'customerRequest', { token });
    },
    [token],
  );

  const save = useCallback(
    (input: Omit<CustomerRequestSaveInput, 'token'>) =>
      commitSave({
        variables: { input: { ...input, token } },
        updater: replacing('customerRequestSave'),
      }).then((response) => response.customerRequestSave),
    [commitSave, replacing, token],
  );
  const deleteDocument = useCallback(
    (documentId: string) =>
      commitDelete({
        variables: { input: { token, documentId } },
        updater: replacing('customerRequestDocumentDelete'),
      }).then((response) => response.customerRequestDocumentDelete),
    [commitDelete, replacing, token],
  );
  const submit = useCallback(
    () =>
      commitSubmit({
        variables: { input: { token } },
        updater: replacing('customerRequestSubmit'),
      }).then((response) => response.customerRequestSubmit),
    [commitSubmit, replacing, token],
  );
  return useMemo(() => ({ save, deleteDocument, submit }), [save, deleteDocument, submit]);
}
