import { Badge, Button, Card, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { DocumentConversationMembersQuery } from '../../__generated__/DocumentConversationMembersQuery.graphql';
import type { DocumentConversationMutation } from '../../__generated__/DocumentConversationMutation.graphql';
import type { DocumentConversation_comments$key } from '../../__generated__/DocumentConversation_comments.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { OptionSelect } from '../../ui/OptionSelect';
import { DocumentByAt } from './DocumentByAt';

/** The most characters a comment holds (the service's limit). */
const MAX_COMMENT = 2000;

type Member = { id: string; name: string };

/**
 * A document's conversation (the spec's tab): its comments, oldest first,
 * with who wrote them, when, and whom they mention; and a box to add one,
 * mentioning members of the organisation (offered to a viewer who may list
 * them), who are mailed a link. The answer brings the document's
 * conversation as the comment left it, so the list shows it at once.
 */
export function DocumentConversation({
  documentId,
  comments,
  timeZone,
  canListMembers,
}: {
  /** The document's global id. */
  documentId: string;
  comments: DocumentConversation_comments$key;
  timeZone: string;
  canListMembers: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment DocumentConversation_comments on DocumentComment @relay(plural: true) {
        id
        body
        createdAt
        author {
          fullName
          email
        }
        mentions {
          id
          fullName
          email
        }
      }
    `,
    comments,
  );
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack gap="4">
          {data.length === 0 ? (
            <Text color="fg.muted" data-testid="document-comments-empty">
              <FormattedMessage id="document.conversation.none" />
            </Text>
          ) : (
            <Stack as="ol" gap="3" data-testid="document-comments">
              {data.map((comment) => (
                <Stack as="li" key={comment.id} gap="1" data-testid="document-comment">
                  <Text fontSize="sm" color="fg.muted">
                    <DocumentByAt
                      person={comment.author}
                      at={comment.createdAt}
                      timeZone={timeZone}
                    />
                  </Text>
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {comment.body}
                  </Text>
                  {comment.mentions.length > 0 ? (
                    <HStack gap="1" wrap="wrap">
                      {comment.mentions.map((member) => (
                        <Badge key={member.id} variant="subtle" colorPalette="blue">
                          @{member.fullName || member.email}
                        </Badge>
                      ))}
                    </HStack>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          )}
          {canListMembers ? (
            <Suspense fallback={null}>
              <CommentFormWithMembers documentId={documentId} />
            </Suspense>
          ) : (
            <CommentForm documentId={documentId} members={[]} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The comment box, with the organisation's active members to mention. */
function CommentFormWithMembers(props: { documentId: string }) {
  const data = useLazyLoadQuery<DocumentConversationMembersQuery>(
    graphql`
      query DocumentConversationMembersQuery {
        members(first: 100, status: ACTIVE) {
          edges {
            node {
              user {
                id
                fullName
                email
              }
            }
          }
        }
      }
    `,
    {},
  );
  const members = data.members.edges.flatMap(({ node }) =>
    node.user ? [{ id: node.user.id, name: node.user.fullName || node.user.email }] : [],
  );
  return <CommentForm {...props} members={members} />;
}

/** The box a comment is written in, with the members it mentions. */
function CommentForm({ documentId, members }: { documentId: string; members: readonly Member[] }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<Member[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit, busy] = useCommit<DocumentConversationMutation>(graphql`
    mutation DocumentConversationMutation($input: DocumentCommentAddInput!) {
      documentCommentAdd(input: $input) {
        comment {
          id
        }
        document {
          ... on SalesOrder {
            comments {
              ...DocumentConversation_comments
            }
          }
          ... on SalesInvoice {
            comments {
              ...DocumentConversation_comments
            }
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const send = async () => {
    const text = body.trim();
    if (text.length === 0 || text.length > MAX_COMMENT) {
      setRefusal(intl.formatMessage({ id: 'error.U-INV-DOC-14' }));
      return;
    }
    setRefusal(null);
    const answer = (
      await commit({
        variables: {
          input: { documentId, body: text, mentionIds: mentions.map((member) => member.id) },
        },
      })
    ).documentCommentAdd;
    const [error] = answer.userErrors;
    if (error) {
      setRefusal(errorMessage(error.code, error.message, error.values));
      return;
    }
    setBody('');
    setMentions([]);
  };
  return (
    <Stack gap="2" data-testid="document-comment-form">
      {refusal ? <FormErrorAlert message={refusal} testId="document-comment-refusal" /> : null}
      <Textarea
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        maxLength={MAX_COMMENT}
        placeholder={intl.formatMessage({ id: 'document.conversation.placeholder' })}
        aria-label={intl.formatMessage({ id: 'document.conversation.label' })}
        data-testid="document-comment-body"
      />
      <HStack gap="2" wrap="wrap" justify="space-between">
        <MentionPicker members={members} mentions={mentions} onChange={setMentions} />
        <Button
          size="sm"
          colorPalette="brand"
          loading={busy}
          onClick={() => void send()}
          data-testid="document-comment-send"
        >
          <FormattedMessage id="document.conversation.send" />
        </Button>
      </HStack>
    </Stack>
  );
}

/** The members mentioned, each removed with a click, and a list to mention one more from. */
function MentionPicker({
  members,
  mentions,
  onChange,
}: {
  members: readonly Member[];
  mentions: readonly Member[];
  onChange: (mentions: Member[]) => void;
}) {
  const intl = useIntl();
  const mentionable = members.filter(
    (member) => !mentions.some((mentioned) => mentioned.id === member.id),
  );
  return (
    <HStack gap="1" wrap="wrap">
      {members.length > 0 ? (
        <OptionSelect
          value=""
          onChange={(event) => {
            const member = members.find((candidate) => candidate.id === event.target.value);
            if (member) onChange([...mentions, member]);
          }}
          options={mentionable.map((member) => ({ value: member.id, label: member.name }))}
          placeholder={intl.formatMessage({ id: 'document.conversation.mention' })}
          root={{ size: 'sm', width: 'auto' }}
          data-testid="document-comment-mention"
        />
      ) : null}
      {mentions.map((member) => (
        <Badge
          key={member.id}
          variant="subtle"
          colorPalette="blue"
          cursor="pointer"
          onClick={() => onChange(mentions.filter((other) => other.id !== member.id))}
          title={intl.formatMessage({ id: 'document.conversation.unmention' })}
        >
          @{member.name} ×
        </Badge>
      ))}
    </HStack>
  );
}
