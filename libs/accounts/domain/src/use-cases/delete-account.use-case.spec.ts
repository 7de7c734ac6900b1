import { beforeEach, describe, expect, it } from 'vitest';
import { User } from '../model/user.entity';
import type { AccountDataRights } from '../ports/account-data-rights.port';
import { createAccountsTestKit } from '../testing/accounts-test-kit';
import {
  DELETE_CONFIRM_MISMATCH,
  DELETE_NEEDS_FRESH_GOOGLE_SIGN_IN,
  DELETE_WRONG_PASSWORD,
  DeleteAccount,
  FRESH_SIGN_IN_MS,
} from './delete-account.use-case';

/** Other contexts as the registry adapter presents them: one section, a cancellation and an erase log. */
class RecordingDataRights implements AccountDataRights {
  readonly log: string[] = [];
  lastSignIn: Date | null = null;
  failPrepare = false;
  async collect(userId: string) {
    return { quest_progress: [{ quest_id: `q-of-${userId}` }] };
  }
  async prepareErasure(userId: string) {
    if (this.failPrepare) throw new Error('provider down');
    this.log.push(`prepare ${userId}`);
  }
  async erase(user: { id: string; email: string }) {
    this.log.push(`erase ${user.id}`);
  }
  async lastSignInAt() {
    return this.lastSignIn;
  }
}

let kit: ReturnType<typeof createAccountsTestKit>;
let rights: RecordingDataRights;
let remove: DeleteAccount;
const now = () => kit.clock.now();

async function addUser(kind: 'password' | 'google') {
  const user =
    kind === 'password'
      ? User.register({ id: 'u-pw', email: 'ada@example.test', passwordHash: 'hashed(correct horse)', now: now() })
      : User.registerWithGoogle({ id: 'u-g', email: 'grace@example.test', googleSubject: 'g-1', now: now() });
  await kit.users.add(user);
  return user;
}

beforeEach(() => {
  rights = new RecordingDataRights();
  kit = createAccountsTestKit({}, rights);
  remove = kit.deleteAccount;
});

describe('DeleteAccount', () => {
  it('needs the address typed again (case and spaces aside) and the right password', async () => {
    await addUser('password');
    const mismatch = await remove.execute({ userId: 'u-pw', password: 'correct horse', confirm: 'ada@example.org' });
    expect(!mismatch.ok && mismatch.error).toMatchObject({ kind: 'invalid', message: DELETE_CONFIRM_MISMATCH });
    const wrong = await remove.execute({ userId: 'u-pw', password: 'wrong', confirm: 'ada@example.test' });
    expect(!wrong.ok && wrong.error).toMatchObject({ kind: 'forbidden', message: DELETE_WRONG_PASSWORD });
    expect(rights.log).toEqual([]);
    expect(await remove.execute({ userId: 'u-pw', password: 'correct horse', confirm: '  ADA@example.test ' })).toEqual(
      { ok: true, value: undefined },
    );
    expect(rights.log).toEqual(['prepare u-pw', 'erase u-pw']);
    expect(kit.notifier.sent.at(-1)).toMatchObject({ kind: 'goodbye', to: 'ada@example.test' });
  });

  it('allows 5 password tries per account in 15 minutes', async () => {
    await addUser('password');
    for (let i = 0; i < 5; i++)
      expect((await remove.execute({ userId: 'u-pw', password: 'wrong', confirm: 'ada@example.test' })).ok).toBe(false);
    const limited = await remove.execute({ userId: 'u-pw', password: 'correct horse', confirm: 'ada@example.test' });
    expect(!limited.ok && limited.error.kind).toBe('rate_limited');
    expect(await kit.users.findById('u-pw')).not.toBeNull();
  });

  it('asks a Google-only account for a sign-in within the last 10 minutes', async () => {
    await addUser('google');
    rights.lastSignIn = new Date(now().getTime() - FRESH_SIGN_IN_MS - 1);
    const stale = await remove.execute({ userId: 'u-g', confirm: 'grace@example.test' });
    expect(!stale.ok && stale.error).toMatchObject({ kind: 'forbidden', message: DELETE_NEEDS_FRESH_GOOGLE_SIGN_IN });
    rights.lastSignIn = new Date(now().getTime() - 60_000);
    expect((await remove.execute({ userId: 'u-g', confirm: 'grace@example.test' })).ok).toBe(true);
  });

  it('stops before deleting anything when the subscription cannot be cancelled', async () => {
    await addUser('password');
    rights.failPrepare = true;
    await expect(
      remove.execute({ userId: 'u-pw', password: 'correct horse', confirm: 'ada@example.test' }),
    ).rejects.toThrow('provider down');
    expect(await kit.users.findById('u-pw')).not.toBeNull();
    expect(kit.notifier.sent.some((m) => m.kind === 'goodbye')).toBe(false);
  });
});

describe('ExportAccountData', () => {
  it("returns the account, its profile and the other contexts' sections", async () => {
    const user = await addUser('password');
    const exported = await kit.exportAccountData.execute({ userId: user.id });
    expect(exported.ok && exported.value.user.email).toBe('ada@example.test');
    expect(exported.ok && exported.value.sections).toEqual({ quest_progress: [{ quest_id: 'q-of-u-pw' }] });
    const gone = await kit.exportAccountData.execute({ userId: 'nobody' });
    expect(!gone.ok && gone.error.kind).toBe('unauthenticated');
  });
});
