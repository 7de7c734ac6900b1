import type { PrerenderedOccupation } from '@sidequest/contracts';

/** The id of the JSON script the build writes beside a pre-rendered occupation page's #root. */
export const PRERENDERED_OCCUPATION_ID = 'sq-occupation';

let seed: PrerenderedOccupation | undefined;
let read = false;

/** The build's server render sets the occupation it renders (the browser reads it from the page instead). */
export function setPrerenderedOccupation(occupation: PrerenderedOccupation): void {
  seed = occupation;
  read = true;
}

/**
 * The occupation a pre-rendered /occupations/:code page carries (build/prerender.plugin.ts), when it is
 * the one asked for: the page hydrates with it, as the build rendered it, and asks the api for nothing.
 */
export function prerenderedOccupation(code: string): PrerenderedOccupation | undefined {
  if (!read && typeof document !== 'undefined') {
    read = true;
    const json = document.getElementById(PRERENDERED_OCCUPATION_ID)?.textContent;
    try {
      seed = json ? (JSON.parse(json) as PrerenderedOccupation) : undefined;
    } catch {
      seed = undefined;
    }
  }
  return seed?.code === code ? seed : undefined;
}
