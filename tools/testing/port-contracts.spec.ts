import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

type Covered = { contract: string; faces: string; exempt?: Record<string, string> };

/** Ports that face the same outside thing, listed by the suite that each of their adapters runs. */
function facing(faces: string, portsBySuite: Record<string, string[]>): Record<string, Covered> {
  return Object.fromEntries(
    Object.entries(portsBySuite).flatMap(([contract, ports]) => ports.map((port) => [port, { contract, faces }])),
  );
}

/**
 * The contract-suite census. Every port that faces something outside the process and has more than one
 * adapter has one shared suite, and each adapter runs it: an adapter counts as covered when a spec file
 * (unit or integration) calls the port's suite and names the adapter, or a subclass of it.
 * Ports are the interfaces and abstract classes declared in libs/; adapters are found by `implements`
 * or `extends` of the port, or a constant typed as the port.
 */
const CONTRACTS: Record<string, Covered> = {
  PaymentGateway: {
    contract: 'paymentGatewayContract',
    faces: 'the payment provider (Stripe over HTTPS)',
    exempt: {
      DisabledPaymentGateway:
        'sells nothing by design: every call refuses with BillingDisabled (disabled-payment.gateway.spec.ts)',
    },
  },
  ...facing('a language model over HTTP', {
    questGeneratorContract: ['QuestGenerator'],
    planGeneratorContract: ['PlanGenerator'],
  }),
  Mailer: {
    contract: 'mailerContract',
    faces: 'an SMTP server, or the outbox folder on disk',
    exempt: {
      RecordingMailer: "a spec's double that keeps what it is handed (no sender, nothing encoded); it delivers nothing",
    },
  },
  ...facing('Redis (BullMQ)', { jobQueueContract: ['JobQueue', 'JobRunner'] }),
  RateLimiter: { contract: 'rateLimiterContract', faces: 'Postgres or Redis, shared by every replica' },
  FileTypeDetector: {
    contract: 'fileTypeDetectorContract',
    faces: 'uploaded bytes from strangers, read by the file-type library',
  },
  ...facing('Postgres', {
    accountsRepositoriesContract: [
      'UserRepository',
      'ProfileRepository',
      'RefreshSessionRepository',
      'VerificationTokenRepository',
    ],
    billingRepositoriesContract: ['EntitlementRepository', 'ProcessedEventRepository'],
    questProgressRepositoryContract: ['QuestProgressRepository'],
    communityQuestBoardContract: ['CommunityQuestBoard'],
    questPlanRepositoryContract: ['QuestPlanRepository'],
    milestoneProgressRepositoryContract: ['MilestoneProgressRepository'],
    reminderRepositoryContract: ['ReminderRepository'],
  }),
  AccountNotifier: {
    contract: 'accountNotifierContract',
    faces: 'the mail table in Postgres, from which the worker delivers',
  },
  OwnerOutbox: {
    contract: 'ownerOutboxContract',
    faces: "the mail table in Postgres, written in the message's transaction",
  },
  UnitOfWork: {
    contract: 'unitOfWorkContract',
    faces: 'the Postgres transaction (the in-memory stores copy and restore their tables)',
  },
};

/** Ports with more than one adapter that stay inside the process: no contract suite needed. */
const IN_PROCESS: Record<string, string> = {
  AccessTokenIssuer: 'signs and checks JWTs in memory',
  AccountDataRights:
    "gathers every context's UserDataContributor in this process; their repositories are what face Postgres",
  CommunityQuestRepository: "reads quests' catalogue through quests' use case, in this process",
  BackgroundTasks: 'runs work after the response, in this process',
  Clock: 'reads the system clock',
  IdGenerator: 'makes ids in memory',
  JobHandler: 'the processors a queue calls; the queue is what faces Redis',
  PasswordHasher: 'hashes in memory (argon2 or the fake)',
  OccupationSearch:
    'searches the O*NET catalogue in memory (MiniSearch over data shipped with the code); the index runs occupationSearchContract, and the api module only defers building it',
  PremiumAccess: "asks billing's use case in the same process",
  QuestTaste:
    "weighs a person's reflections in memory (neutral, or progress's ReflectionTaste, whose one read is TASTE_STATEMENT over SqlReads); apps/api/src/reflections.e2e-spec.ts proves the steering on Postgres, another person's reflections included",
  ReadStatement: 'SQL text the database adapters run; it runs nothing itself',
  ReminderLinkSigner: 'signs and checks reminder links in memory (HMAC-SHA256)',
  ReminderMailer:
    'renders a reminder and hands it to MailService in this process; the mail table is covered by the outbox tests, and apps/api/src/reminders.e2e-spec.ts reads each stored reminder',
  RetryPolicy: 'numbers for the queue drivers',
  TokenGenerator: 'makes random tokens in memory',
  TokenHasher: 'hashes tokens in memory',
  UserDataContributor: "each context's part of the data export and deletion, run through its own repositories",
};

const root = join(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', '.nx', 'test-results']);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const isSpec = (path: string) => /\.(spec|int-spec|e2e-spec|proof-spec)\.tsx?$/.test(path);
const files = ['libs', 'apps', 'tools']
  .flatMap((dir) => sources(dir))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
const code = files.filter((f) => !isSpec(f.path));
/** Specs that run in a Vitest project next to the code: unit and integration. */
const specs = files.filter((f) => /\.(spec|int-spec)\.tsx?$/.test(f.path));

/** Interfaces and abstract classes declared in libs/. */
const ports = new Set(
  code
    .filter((f) => f.path.startsWith('libs/'))
    .flatMap((f) => [...f.text.matchAll(/export\s+(?:interface|abstract\s+class)\s+(\w+)/g)].map((m) => m[1])),
);

/** Every type a class or typed constant stands in for, with the names standing in for it. */
const implementers = new Map<string, { name: string; path: string }[]>();
const add = (type: string, name: string, path: string) => {
  const list = implementers.get(type) ?? [];
  if (!list.some((a) => a.name === name)) list.push({ name, path });
  implementers.set(type, list);
};
for (const { path, text } of code) {
  for (const m of text.matchAll(
    /class\s+(\w+)(?:<[^{]*?>)?(?:\s+extends\s+(\w+)(?:<[^{]*?>)?)?(?:\s+implements\s+([^{]+))?\s*\{/g,
  )) {
    const types = [m[2], ...(m[3]?.split(',') ?? [])].filter(Boolean).map((t) => t.trim().replace(/<.*$/s, ''));
    for (const type of types) add(type, m[1], path);
  }
  for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*:\s*(\w+)\s*=/g)) add(m[2], m[1], path);
}

const adaptersOf = (port: string) => implementers.get(port) ?? [];

/**
 * A port the lists above do not name is covered by convention when a `*.contract.ts` exports
 * `<port in camelCase>Contract` (the context generator writes one for its repository): it joins CONTRACTS.
 */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
for (const port of ports) {
  if (port in CONTRACTS || port in IN_PROCESS || adaptersOf(port).length < 2) continue;
  const contract = `${lowerFirst(port)}Contract`;
  const declared = code.some(
    (f) => f.path.endsWith('.contract.ts') && new RegExp(`export\\s+function\\s+${contract}\\b`).test(f.text),
  );
  if (declared) CONTRACTS[port] = { contract, faces: 'by convention: its own contract suite' };
}
/** The adapter's name and the names of the classes built on it (a spec may construct a subclass). */
function namesFor(adapter: string, seen = new Set<string>()): string[] {
  if (seen.has(adapter)) return [];
  seen.add(adapter);
  return [adapter, ...adaptersOf(adapter).flatMap((sub) => namesFor(sub.name, seen))];
}
const word = (name: string) => new RegExp(`\\b${name}\\b`);

describe('contract-suite census', () => {
  it('finds the ports and adapters it lists (the scan still works)', () => {
    for (const port of Object.keys(CONTRACTS)) {
      expect(ports.has(port), `${port} is declared in libs/`).toBe(true);
      expect(adaptersOf(port).length, `${port} has more than one adapter`).toBeGreaterThan(1);
    }
    for (const port of Object.keys(IN_PROCESS)) expect(ports.has(port), `${port} is declared in libs/`).toBe(true);
  });

  it('classifies every port with more than one adapter: outside-facing with a contract suite, or in-process', () => {
    const listed = new Set([...Object.keys(CONTRACTS), ...Object.keys(IN_PROCESS)]);
    const unlisted = [...ports].filter((port) => adaptersOf(port).length > 1 && !listed.has(port));
    expect(unlisted, 'add these ports to CONTRACTS (with a suite), or to IN_PROCESS with a reason').toEqual([]);
    const twice = Object.keys(CONTRACTS).filter((port) => port in IN_PROCESS);
    expect(twice).toEqual([]);
  });

  for (const [port, { contract, exempt = {} }] of Object.entries(CONTRACTS)) {
    it(`${port}: every adapter runs ${contract}`, () => {
      const suite = code.filter(
        (f) => f.path.endsWith('.contract.ts') && new RegExp(`export\\s+function\\s+${contract}\\b`).test(f.text),
      );
      expect(
        suite.map((f) => f.path),
        `${contract} is exported from one *.contract.ts file`,
      ).toHaveLength(1);
      const callers = specs.filter((f) => new RegExp(`\\b${contract}\\(`).test(f.text));
      const adapters = adaptersOf(port);
      for (const name of Object.keys(exempt))
        expect(
          adapters.map((a) => a.name),
          `exempt adapter ${name} still exists`,
        ).toContain(name);
      const uncovered = adapters
        .filter((adapter) => !(adapter.name in exempt))
        .filter((adapter) => !callers.some((spec) => namesFor(adapter.name).some((name) => word(name).test(spec.text))))
        .map((adapter) => `${adapter.name} (${relative(root, join(root, adapter.path))})`);
      expect(uncovered, `adapters of ${port} with no spec that runs ${contract}`).toEqual([]);
    });
  }
});
