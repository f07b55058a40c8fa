import type { ComponentType } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { environment } from './environment';

/**
 * A component under the web's Relay environment. The environment is provided
 * per lazy route (and per lazy step of the sign-in page) rather than around the
 * whole app, so that the sign-in page renders without Relay's runtime; every
 * scope holds the same environment, so nested scopes share one store.
 */
export function withRelay<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function InRelayScope(props: P) {
    return (
      <RelayEnvironmentProvider environment={environment}>
        <Component {...props} />
      </RelayEnvironmentProvider>
    );
  };
}
