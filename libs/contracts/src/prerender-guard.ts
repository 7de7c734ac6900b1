import { COOKIES, STORAGE_KEYS } from './browser-storage';

/**
 * The readable "this browser had a session" cookie the web app sets beside the httpOnly refresh
 * cookie (apps/web/src/lib/session/session-hint.ts). It holds no secret.
 */
export const SESSION_HINT_COOKIE = COOKIES.sessionHint;

/**
 * index.html carries the landing pre-rendered for a visitor without a session on "/" (and each
 * occupations/<code>/index.html its page, naming its path in <html data-route>). This inline
 * script, first in <body>, marks every other load (another path, or a browser with the session hint)
 * before the first paint, so the stylesheet hides that markup and the app renders its own screen
 * instead of flashing the intro. It also applies a theme the person pinned on this device, so a light
 * choice never flashes the dark sky first. The web build inlines it; the api and nginx allow it by its hash.
 */
export const PRERENDER_GUARD_SCRIPT =
  `if(location.pathname!==(document.documentElement.dataset.route||"/")||/(^|;\\s*)${SESSION_HINT_COOKIE}=1(;|$)/.test(document.cookie))document.documentElement.dataset.spa="";` +
  `try{var t=localStorage.getItem("${STORAGE_KEYS.theme}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

/** The Content-Security-Policy source that allows exactly that script (pinned by prerender-guard.spec.ts). */
export const PRERENDER_GUARD_CSP_SOURCE = "'sha256-uRNbrJcJ2NEavJlLq1mBuEcZnFfuIf8tLmWm6O9/J54='";
