import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  useFragment,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { useLoaderData } from 'react-router';
import type {
  CustomerRequestPage_request$data,
  CustomerRequestPage_request$key,
} from '../../../__generated__/CustomerRequestPage_request.graphql';
import type { CustomerRequestPageQuery } from '../../../__generated__/CustomerRequestPageQuery.graphql';
import { preloadRouteQuery, type RouteQuery } from '../../../relay/preloadRouteQuery';
import { isOneOf, type CustomerTypeValue } from '../customerLabels';
import {
  requestProfileFragment,
  PROFILE_TYPES,
} from '../../customers/profile/customerProfileFields';
import {
  initialProfileValues,
  type CustomerProfileValues,
  type ProfileData,
} from '../../customers/profile/profileValues';
import { BillingAddressStep } from './BillingAddressStep';
import { CustomerDataStep, firstIncompleteSection } from './CustomerDataStep';
import { DocumentsStep } from './DocumentsStep';
import { LinkLayout } from '../../../domain/auth/LinkLayout';
import { RequestStart } from './RequestStart';
import { RequestExpired, RequestSent } from './RequestStatePanels';
import { useRequestMutations } from './useRequestMutations';

export const customerRequestPageQuery = graphql`
  query CustomerRequestPageQuery($token: String!) {
    customerRequest(token: $token) {
      ...CustomerRequestPage_request
    }
  }
`;

/** What the form reads of the request, and what every change through the link answers. */
export const customerRequestFragment = graphql`
  fragment CustomerRequestPage_request on CustomerRequest {
    state
    organizationName
    email
    expiresAt
    type
    completedSteps
    documents {
      id
      kind
      fileName
      contentType
      size
      uploadedAt
    }
    documentChecklist {
      kind
      required
      uploaded
    }
    ...customerProfileFields_request
  }
`;

export type RequestData = CustomerRequestPage_request$data;

/** The route data of `/invitation?request=…` (marked, as the member's invitation shares the path): nothing to load without a token. */
export type CustomerRequestRoute = { customerRequest: true } & (
  { token: null } | ({ token: string } & RouteQuery<CustomerRequestPageQuery>)
);

/** The loader's half for a buyer's link: the request of the token, always from the network (it may have been sent in another tab). */
export async function loadCustomerRequest(
  token: string | null | undefined,
): Promise<CustomerRequestRoute> {
  const trimmed = token?.trim();
  if (!trimmed) return { customerRequest: true, token: null };
  const route = await preloadRouteQuery<CustomerRequestPageQuery>(
    'customer-request',
    customerRequestPageQuery,
    { token: trimmed },
    'network-only',
  );
  return { customerRequest: true, token: trimmed, ...route };
}

/** Where the buyer is: the start (who invites, the documents, the type), a step of the customer data, the billing address, the documents. */
export type RequestView =
  | { kind: 'start' }
  | { kind: 'data'; section: number }
  | { kind: 'address' }
  | { kind: 'documents' };

/**
 * `/invitation?request=…`: the buyer's request form, without an account.
 * An expired, replaced or withdrawn link shows the expired state; a request
 * already sent shows the completion; an open one the start screen, or where
 * the buyer left off (the first step not saved complete).
 */
export function CustomerRequestPage() {
  const route = useLoaderData<CustomerRequestRoute>();
  if (route.token === null) {
    return (
      <LinkLayout narrow>
        <RequestExpired />
      </LinkLayout>
    );
  }
  return <RequestLink key={route.token} token={route.token} queryRef={route.queryRef} />;
}

function RequestLink({
  token,
  queryRef,
}: {
  token: string;
  queryRef: PreloadedQuery<CustomerRequestPageQuery>;
}) {
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<CustomerRequestPageQuery>(customerRequestPageQuery, queryRef);
  const request = useFragment<CustomerRequestPage_request$key>(
    customerRequestFragment,
    data.customerRequest,
  );
  /** Reads the request again (after an upload, or a refusal saying the link or the request changed meanwhile). */
  const refresh = useCallback(
    () =>
      fetchQuery<CustomerRequestPageQuery>(
        environment,
        customerRequestPageQuery,
        { token },
        { fetchPolicy: 'network-only' },
      ).toPromise(),
    [environment, token],
  );
  if (request.state === 'EXPIRED') {
    return (
      <LinkLayout narrow>
        <RequestExpired />
      </LinkLayout>
    );
  }
  if (request.state === 'SENT') {
    return (
      <LinkLayout narrow>
        <RequestSent organizationName={request.organizationName} email={request.email} />
      </LinkLayout>
    );
  }
  return (
    <LinkLayout>
      <RequestFlow token={token} request={request} refresh={refresh} />
    </LinkLayout>
  );
}

/** The type as the server sent it, if this client knows it. */
function knownType(type: string | null | undefined): CustomerTypeValue | '' {
  return type && isOneOf(PROFILE_TYPES, type) ? type : '';
}

/** The open request: the start screen, then the three steps, each saved on Next. */
function RequestFlow({
  token,
  request,
  refresh,
}: {
  token: string;
  request: RequestData;
  refresh: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const profile = useFragment(requestProfileFragment, request) as ProfileData;
  const mutations = useRequestMutations(token);
  const [type, setType] = useState<CustomerTypeValue | ''>(() => knownType(request.type));
  const saved = useMemo(
    () => ({ ...initialProfileValues(profile), type }) satisfies CustomerProfileValues,
    [profile, type],
  );
  const [view, setView] = useState<RequestView>(() =>
    resumeAt(request.completedSteps, saved, intl),
  );

  switch (view.kind) {
    case 'start':
      return (
        <RequestStart
          request={request}
          type={type}
          onType={setType}
          resumed={request.completedSteps.length > 0}
          // A type other than the one saved asks its own customer data first.
          onStart={() =>
            setView(
              type !== knownType(request.type)
                ? { kind: 'data', section: 0 }
                : resumeAt(request.completedSteps, saved, intl, true),
            )
          }
        />
      );
    case 'data':
      return type === '' ? null : (
        <CustomerDataStep
          type={type}
          initialValues={saved}
          section={view.section}
          completedSteps={request.completedSteps}
          save={mutations.save}
          refresh={refresh}
          onSection={(section) => setView({ kind: 'data', section })}
          onBack={() => setView({ kind: 'start' })}
          onDone={() => setView({ kind: 'address' })}
        />
      );
    case 'address':
      return type === '' ? null : (
        <BillingAddressStep
          type={type}
          initialValues={saved}
          completedSteps={request.completedSteps}
          save={mutations.save}
          refresh={refresh}
          onBack={(sections) => setView({ kind: 'data', section: sections - 1 })}
          onDone={() => setView({ kind: 'documents' })}
        />
      );
    default:
      return type === '' ? null : (
        <DocumentsStep
          token={token}
          type={type}
          request={request}
          deleteDocument={mutations.deleteDocument}
          submit={mutations.submit}
          refresh={refresh}
          onBack={() => setView({ kind: 'address' })}
          onStepsIncomplete={() => setView(resumeAt(request.completedSteps, saved, intl, true))}
        />
      );
  }
}

/**
 * Where to take the buyer up: the start screen while nothing is saved
 * complete (unless `started`), else the first step not saved complete — in
 * the customer data, its first section with something missing.
 */
function resumeAt(
  completedSteps: readonly string[],
  values: CustomerProfileValues,
  intl: ReturnType<typeof useIntl>,
  started = false,
): RequestView {
  if (completedSteps.length === 0 && !started) return { kind: 'start' };
  if (!completedSteps.includes('CUSTOMER_DATA'))
    return {
      kind: 'data',
      section: values.type === '' ? 0 : firstIncompleteSection(values, values.type, intl),
    };
  if (!completedSteps.includes('BILLING_ADDRESS')) return { kind: 'address' };
  return { kind: 'documents' };
}
