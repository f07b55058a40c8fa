import {
  Badge,
  Button,
  Card,
  HStack,
  List,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { PageHeading } from '../../../ui/PageHeading';
import { SectionTitle } from '../../../ui/SectionTitle';
import {
  CUSTOMER_DOCUMENT_LABEL,
  CUSTOMER_TYPE_LABEL,
  isOneOf,
  type CustomerTypeValue,
} from '../customerLabels';
import { PROFILE_TYPES } from '../../customers/profile/customerProfileFields';
import type { RequestData } from './CustomerRequestPage';
import { checklistOf } from '../customerDocuments';
import { ChoiceCard } from '../../../ui/ChoiceCard';

type RequestStartProps = {
  request: RequestData;
  type: CustomerTypeValue | '';
  onType: (type: CustomerTypeValue) => void;
  /** Whether something was saved already: the button continues rather than starts. */
  resumed: boolean;
  onStart: () => void;
};

/**
 * The first screen of the link: who invites, until when the link works, the
 * kind of customer the buyer is (the invitation's, which the buyer may
 * change), and the documents that kind provides, so they can be gathered
 * before starting.
 */
export function RequestStart({ request, type, onType, resumed, onStart }: RequestStartProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const organisation = request.organizationName ?? '';
  return (
    <Stack gap="8" data-testid="customer-request-start">
      <Stack gap="3">
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color="brand.fg"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          <FormattedMessage id="customerRequest.start.eyebrow" />
        </Text>
        <PageHeading size={{ base: '2xl', md: '3xl' }} fontWeight="semibold" letterSpacing="tight">
          <FormattedMessage id="customerRequest.start.title" values={{ organisation }} />
        </PageHeading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          <FormattedMessage id="customerRequest.start.intro" values={{ organisation }} />
        </Text>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          {request.email ? (
            <Text data-testid="customer-request-email">
              <FormattedMessage
                id="customerRequest.start.invitedAs"
                values={{ email: <strong>{request.email}</strong> }}
              />
            </Text>
          ) : null}
          {request.expiresAt ? (
            <Text>
              <FormattedMessage
                id="customerRequest.start.expires"
                values={{ date: formatDateTime(request.expiresAt, language) }}
              />
            </Text>
          ) : null}
        </Stack>
      </Stack>

      <CustomerTypeChoice type={type} onType={onType} />

      {type ? <DocumentChecklist type={type} /> : null}

      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        alignItems={{ base: 'stretch', sm: 'center' }}
        justifyContent="space-between"
      >
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="customerRequest.start.saved" />
        </Text>
        <Button
          colorPalette="brand"
          size="lg"
          disabled={!type}
          onClick={onStart}
          data-testid="customer-request-begin"
        >
          {intl.formatMessage({
            id: resumed ? 'customerRequest.start.continue' : 'customerRequest.start.begin',
          })}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The kinds of customer the buyer may be, as cards to pick one from, each with a hint of who it is for. */
function CustomerTypeChoice({ type, onType }: Pick<RequestStartProps, 'type' | 'onType'>) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <RadioCard.Root
          name="type"
          value={type || null}
          onValueChange={(details) => {
            if (details.value && isOneOf(PROFILE_TYPES, details.value)) onType(details.value);
          }}
          colorPalette="brand"
          size="sm"
        >
          <RadioCard.Label fontWeight="semibold" fontSize="md" marginBottom="2">
            <FormattedMessage id="customerRequest.start.typeLabel" />
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {PROFILE_TYPES.map((choice) => (
              <ChoiceCard
                key={choice}
                value={choice}
                data-testid={`customer-request-type-${choice}`}
                label={<FormattedMessage id={CUSTOMER_TYPE_LABEL[choice].id} />}
                description={<FormattedMessage id={`customerRequest.type.${choice}.hint`} />}
              />
            ))}
          </SimpleGrid>
        </RadioCard.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The documents a kind of customer provides, each marked required or optional, so they can be gathered first. */
function DocumentChecklist({ type }: { type: CustomerTypeValue }) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid="customer-request-checklist">
      <Card.Header>
        <SectionTitle
          title={<FormattedMessage id="customerRequest.checklist.title" />}
          description={<FormattedMessage id="customerRequest.checklist.hint" />}
        />
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {checklistOf(type).map((item) => (
            <List.Item key={item.kind} data-testid={`customer-request-checklist-${item.kind}`}>
              <HStack gap="3" alignItems="flex-start" width="full" justifyContent="space-between">
                <Stack gap="0" minWidth="0">
                  <Text>
                    <FormattedMessage id={CUSTOMER_DOCUMENT_LABEL[item.kind].id} />
                  </Text>
                  <DocumentHint kind={item.kind} />
                </Stack>
                <Badge
                  flexShrink="0"
                  colorPalette={item.required ? 'brand' : 'gray'}
                  variant="subtle"
                >
                  <FormattedMessage
                    id={
                      item.required
                        ? 'customerRequest.checklist.required'
                        : 'customerRequest.checklist.optional'
                    }
                  />
                </Badge>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The documents that must be recent say so (the spec: the last 3 months' statements). */
export function DocumentHint({ kind }: { kind: string }) {
  const id = `customerRequest.document.hint.${kind}`;
  const intl = useIntl();
  if (!Object.hasOwn(intl.messages, id)) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {intl.formatMessage({ id })}
    </Text>
  );
}
