import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import type { ReminderLinkAction, ReminderLinkClaims, ReminderLinkSigner } from '@sidequest/reminders-domain';

const ACTIONS: readonly ReminderLinkAction[] = ['done', 'unsubscribe', 'resume'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reminder links signed with HMAC-SHA256 under a key derived from JWT_SECRET (its own purpose, so a
 * link can never pass as an access token or the other way round): `<payload>.<signature>`, base64url.
 */
@Injectable()
export class HmacReminderLinks implements ReminderLinkSigner {
  /** A key object made once: a raw key would be turned into one on every signature (a batch signs thousands). */
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'auth'>) {
    this.key = createSecretKey(
      createHmac('sha256', config.auth.jwtSecret).update('sidequest reminder links v1').digest(),
    );
  }

  sign(claims: ReminderLinkClaims): string {
    const payload = Buffer.from(
      JSON.stringify({ a: claims.action, u: claims.userId, d: claims.localDate, j: claims.id }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  verify(token: string): ReminderLinkClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = this.mac(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      if (!ACTIONS.includes(c.a as ReminderLinkAction)) return null;
      if (typeof c.u !== 'string' || typeof c.j !== 'string' || typeof c.d !== 'string' || !DATE.test(c.d)) return null;
      return { action: c.a as ReminderLinkAction, userId: c.u, localDate: c.d, id: c.j };
    } catch {
      return null;
    }
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}
