import type { FastifyHelmetOptions } from '@fastify/helmet';
import { PRERENDER_GUARD_CSP_SOURCE } from '@sidequest/contracts';

/**
 * The headers every answer carries (api, SPA, errors). Scripts come only from our own origin (the
 * SPA's index.html and Swagger UI load theirs from files), plus the pre-render guard inline. Inline styles stay allowed for the dev
 * pages and Swagger UI. docker/nginx.conf repeats these for the nginx-served SPA.
 */
/**
 * Helmet has no Permissions-Policy: the microphone (feedback voice notes) only on our own origin;
 * camera, location and the rest for no one. docker/nginx.conf repeats it for the SPA.
 */
export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()';

/**
 * Default for every /api answer: authenticated answers hold personal data, so no browser or proxy
 * keeps them. A route that wants revalidation sets its own (GET /api/community-quests: private, no-cache + ETag).
 */
export const API_CACHE_CONTROL = 'no-store';

export function securityHeaders(options: { production: boolean }): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: index.html's pre-render guard, allowed by its hash.
        scriptSrc: ["'self'", PRERENDER_GUARD_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The SPA opens Google sign-in as a top-level navigation; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  };
}
