import { matchRoutes, type RouteObject } from 'react-router';

/** What a route match carries that its pattern is made of. */
type Match = { route: { path?: string } };

/**
 * The pattern of the route `matches` lead to (`/payments/:paymentId`), from
 * the paths of the matched routes: an absolute path starts again, a relative
 * one is appended. Never the address itself, whose ids and query string are
 * not for analytics.
 */
export function patternOfMatches(matches: readonly Match[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/')
      ? route.path
      : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}

/** A pathname's route pattern in `routes`, or undefined when only the catch-all (`*`) has it. */
export function patternFinder(routes: RouteObject[]) {
  return (pathname: string): string | undefined => {
    const matches = matchRoutes(routes, pathname);
    const pattern = matches ? patternOfMatches(matches) : undefined;
    return pattern?.endsWith('*') ? undefined : pattern;
  };
}
