import type { RateLimit } from './rate-limit.service';

/** A limit on one expensive endpoint: per signed-in user and per client address (its /64 for IPv6). */
export interface EndpointLimit {
  /** The counter's name: endpoints sharing a name share their counts. */
  name: string;
  perUser: RateLimit;
  perAddress: RateLimit;
}

const perMinute = (points: number): RateLimit => ({ points, durationSeconds: 60 });
const perHour = (points: number): RateLimit => ({ points, durationSeconds: 3600 });

/**
 * Generous for a person clicking; a script looping on an endpoint that costs an LLM call, a payment
 * provider call or a full export is refused. The address limits leave room for a household or office
 * behind one address. RATE_LIMIT_SCALE multiplies them all (load tests raise it).
 */
export const ENDPOINT_LIMITS = {
  questGeneration: { name: 'quest-generation', perUser: perMinute(30), perAddress: perMinute(120) },
  planGeneration: { name: 'plan-generation', perUser: perMinute(30), perAddress: perMinute(120) },
  questStart: { name: 'quest-start', perUser: perMinute(30), perAddress: perMinute(120) },
  onboarding: { name: 'onboarding', perUser: perMinute(20), perAddress: perMinute(120) },
  billing: { name: 'billing', perUser: perMinute(10), perAddress: perMinute(60) },
  dataExport: { name: 'data-export', perUser: perHour(10), perAddress: perHour(60) },
  attachmentDownload: { name: 'attachment-download', perUser: perHour(100), perAddress: perHour(300) },
  // The reminder mails' links need no session: counted per address (a signed token names no caller).
  reminderLinks: { name: 'reminder-links', perUser: perMinute(30), perAddress: perMinute(60) },
  // The typeahead asks as someone types (debounced): a few a second, for a household behind one address.
  occupationSearch: { name: 'occupation-search', perUser: perMinute(240), perAddress: perMinute(600) },
} satisfies Record<string, EndpointLimit>;
