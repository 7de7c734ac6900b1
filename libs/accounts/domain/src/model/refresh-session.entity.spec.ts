import { describe, expect, it } from 'vitest';
import { RefreshSession } from './refresh-session.entity';

const now = new Date('2026-03-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms);
const start = (id = 's1') =>
  RefreshSession.start({ id, userId: 'u1', tokenHash: `h-${id}`, successorSalt: `salt-${id}`, now });

describe('RefreshSession', () => {
  it('starts its own family and, unused, lives 14 days (the idle timeout)', () => {
    const session = start();
    expect(session.familyId).toBe('s1');
    expect(session.expiresAt.toISOString()).toBe('2026-03-15T09:00:00.000Z');
    expect(session.state(at(14 * DAY - 1))).toBe('active');
    expect(session.state(at(14 * DAY))).toBe('expired');
  });

  it('rotates once into a successor of the same family with another idle period', () => {
    const session = start();
    const next = session.rotate({ id: 's2', tokenHash: 'h2', successorSalt: 'salt2', now: at(10 * DAY) });
    expect(next.ok && next.value.familyId).toBe('s1');
    expect(next.ok && next.value.expiresAt.getTime()).toBe(at(24 * DAY).getTime());
    expect(session.state(at(10 * DAY))).toBe('rotated');
    expect(session.rotate({ id: 's3', tokenHash: 'h3', successorSalt: 'salt3', now: at(10 * DAY) }).ok).toBe(false);
  });

  it('never outlives 30 days from sign-in, however often it rotates', () => {
    let current = start();
    for (let day = 5; day < 30; day += 5) {
      const next = current.rotate({
        id: `s${day}`,
        tokenHash: `h${day}`,
        successorSalt: `salt${day}`,
        now: at(day * DAY),
      });
      if (!next.ok) throw new Error(`rotation on day ${day} refused`);
      current = next.value;
    }
    expect(current.expiresAt.toISOString()).toBe('2026-03-31T09:00:00.000Z');
    expect(current.state(at(30 * DAY - 1))).toBe('active');
    expect(current.state(at(30 * DAY))).toBe('expired');
    expect(current.rotate({ id: 'late', tokenHash: 'hl', successorSalt: 'sl', now: at(30 * DAY) }).ok).toBe(false);
  });

  it('counts the absolute end even for a row stored with a later expiry', () => {
    const legacy = RefreshSession.restore({ ...start().snapshot(), expiresAt: at(60 * DAY) });
    expect(legacy.state(at(30 * DAY))).toBe('expired');
  });

  it('cannot rotate once revoked or expired', () => {
    const revoked = start();
    revoked.revoke(now);
    expect(revoked.state(now)).toBe('revoked');
    expect(revoked.rotate({ id: 's2', tokenHash: 'h2', successorSalt: 'x', now }).ok).toBe(false);
    expect(start('s3').rotate({ id: 's4', tokenHash: 'h4', successorSalt: 'x', now: at(15 * DAY) }).ok).toBe(false);
  });
});
