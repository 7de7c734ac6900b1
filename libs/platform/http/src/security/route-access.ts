import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every api route needs a signed-in user unless it says otherwise: the global
 * AccessGuard (platform-auth) denies by default, and apps/api/src/proof/route-access.e2e-spec.ts holds
 * the reviewed list of every route and its access.
 */
export type RouteAccess = 'public' | 'optional-user';

export const ROUTE_ACCESS = 'sq:route-access';

/** Anyone may call this route (or every route of this controller): sign-up, webhooks, health. */
export const Public = () => SetMetadata(ROUTE_ACCESS, 'public' satisfies RouteAccess);

/**
 * Signed in or not: no Authorization header passes as anonymous, a valid bearer sets the user, and a
 * bad or expired one is refused with 401 (the sender should refresh, not be filed as anonymous).
 */
export const OptionalUser = () => SetMetadata(ROUTE_ACCESS, 'optional-user' satisfies RouteAccess);
