import { describe, expect, it } from 'vitest';
import { RefreshSession } from './refresh-session.entity';

const now = new Date('2026-03-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('RefreshSession', () => {
  it('starts its own family and lives 30 days', () => {
    const session = RefreshSession.start({ id: 's1', userId: 'u1', tokenHash: 'h1', now });
    expect(session.familyId).toBe('s1');
    expect(session.expiresAt.toISOString()).toBe('2026-03-31T09:00:00.000Z');
    expect(session.state(new Date(now.getTime() + 30 * DAY - 1))).toBe('active');
    expect(session.state(new Date(now.getTime() + 30 * DAY))).toBe('expired');
  });

  it('rotates once into a successor of the same family with a fresh 30 days', () => {
    const session = RefreshSession.start({ id: 's1', userId: 'u1', tokenHash: 'h1', now });
    const later = new Date(now.getTime() + 10 * DAY);
    const next = session.rotate({ id: 's2', tokenHash: 'h2', now: later });
    expect(next.ok && next.value.familyId).toBe('s1');
    expect(next.ok && next.value.expiresAt.getTime()).toBe(later.getTime() + 30 * DAY);
    expect(session.state(later)).toBe('rotated');
    expect(session.rotate({ id: 's3', tokenHash: 'h3', now: later }).ok).toBe(false);
  });

  it('cannot rotate once revoked or expired', () => {
    const revoked = RefreshSession.start({ id: 's1', userId: 'u1', tokenHash: 'h1', now });
    revoked.revoke(now);
    expect(revoked.state(now)).toBe('revoked');
    expect(revoked.rotate({ id: 's2', tokenHash: 'h2', now }).ok).toBe(false);
    const old = RefreshSession.start({ id: 's3', userId: 'u1', tokenHash: 'h3', now });
    expect(old.rotate({ id: 's4', tokenHash: 'h4', now: new Date(now.getTime() + 31 * DAY) }).ok).toBe(false);
  });
});
