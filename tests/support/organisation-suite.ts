import { beforeAll } from 'vitest';
import {
  addMember,
  addMemberInBuiltInRole,
  createOrganization,
  restCaller,
  signInRest,
  type Credentials,
  type Tokens,
} from './factories.js';
import { signedInClient, type GraphQLClient } from './graphql-client.js';
import { SystemSuite } from './system-suite.js';
import { workerSystem } from './system.js';

/** A test file's organisation: its name, and who it holds besides its owner and who is outside it. */
export type OrganisationSuiteOptions = {
  /** The organisation's name (the seller an invoice names when its profile is not saved). */
  name: string;
  /** The permissions of the file's reader, a member in a role of their own (none without). */
  reader?: string[];
  /** The name of another organisation, whose owner is the file's outsider (none without). */
  outsider?: string;
  /** Whether the owner, reader and outsider are signed in over GraphQL as well (`ownerClient` …). */
  clients?: boolean;
};

/**
 * The organisation a test file works in, on the worker's system: its owner, and where the
 * options ask for them a reader with the file's permissions and the owner of another
 * organisation, each signed in; set before the file's tests (read them in hooks and tests).
 */
export class OrganisationSuite extends SystemSuite {
  organizationId!: string;
  owner!: Tokens;
  ownerCredentials!: Credentials;
  reader!: Tokens;
  readerCredentials!: Credentials;
  outsider!: Tokens;
  outsiderCredentials!: Credentials;
  /** The owner, reader and outsider signed in over GraphQL, where the options ask for `clients`. */
  ownerClient!: GraphQLClient;
  readerClient!: GraphQLClient;
  outsiderClient!: GraphQLClient;

  /** A member's call to the invoicing service's REST API (`restCaller`): the answer as `T`, or the service's error. */
  invoicing = restCaller(() => this.system.invoicingUrl);

  /** A new member of the organisation, signed in: in one of its built-in roles, or holding exactly `permissions`. */
  async signedInMember(role: BuiltInRole | string[]): Promise<Tokens> {
    return signInRest(this.system, await this.newMember(role));
  }

  /** A new member of the organisation, signed in over GraphQL: in one of its built-in roles, or holding exactly `permissions`. */
  async memberClient(role: BuiltInRole | string[]): Promise<GraphQLClient> {
    return signedInClient(this.system.url, await this.newMember(role));
  }

  /** A new member of the organisation: in one of its built-in roles, or holding exactly `permissions`. */
  newMember(role: BuiltInRole | string[]): Promise<Credentials> {
    return typeof role === 'string'
      ? addMemberInBuiltInRole(this.system, this.organizationId, role)
      : addMember(this.system, this.organizationId, role);
  }
}

/** The built-in roles an organisation is made with (`addMemberInBuiltInRole`). */
type BuiltInRole = Parameters<typeof addMemberInBuiltInRole>[2];

/**
 * Makes `suite`'s organisation (`OrganisationSuite`) on the worker's system before the file's
 * tests; a suite of a kind of its own (the invoicing one) adds its members in a later hook.
 */
export function organisationSuite<Suite extends OrganisationSuite>(
  options: OrganisationSuiteOptions,
  suite: Suite,
): Suite;
export function organisationSuite(options: OrganisationSuiteOptions): OrganisationSuite;
export function organisationSuite(
  options: OrganisationSuiteOptions,
  suite = new OrganisationSuite(),
): OrganisationSuite {
  beforeAll(async () => {
    const system = await workerSystem();
    suite.system = system;
    const created = await createOrganization(system, options.name);
    suite.organizationId = created.organizationId;
    suite.ownerCredentials = created.owner;
    suite.owner = await signInRest(system, created.owner);
    if (options.reader) {
      suite.readerCredentials = await addMember(system, created.organizationId, options.reader);
      suite.reader = await signInRest(system, suite.readerCredentials);
    }
    if (options.outsider) {
      suite.outsiderCredentials = (await createOrganization(system, options.outsider)).owner;
      suite.outsider = await signInRest(system, suite.outsiderCredentials);
    }
    if (options.clients) await signInClients(suite);
  });
  return suite;
}

/** Signs the suite's owner, and its reader and outsider where it has them, in over GraphQL. */
async function signInClients(suite: OrganisationSuite): Promise<void> {
  suite.ownerClient = await signedInClient(suite.system.url, suite.ownerCredentials);
  if (suite.readerCredentials)
    suite.readerClient = await signedInClient(suite.system.url, suite.readerCredentials);
  if (suite.outsiderCredentials)
    suite.outsiderClient = await signedInClient(suite.system.url, suite.outsiderCredentials);
}
