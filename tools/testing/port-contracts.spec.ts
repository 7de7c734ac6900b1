import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
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
 * Ports are the interfaces and abstract classes exported from libs/ that declare methods. Adapters are found in each
 * file's syntax tree, however they are written: a class that `implements` or `extends` the port; an object literal or
 * class expression in a constant, class field or parameter default typed as the port, cast `as` it or checked with
 * `satisfies`; a function, method or getter declared to return the port that returns one (a factory). A fake held in
 * a class field (`readonly generated: GeneratedQuestRepository = { … }`) is named `Class.field`, and a spec covers it
 * when it names both.
 * Whatever the scan misses, a port that one of libs/<context>/nest/src/persistence's classes implements faces
 * Postgres and must have a suite (or a reason in POSTGRES_ONLY), so a fake written in a way nobody foresaw still
 * meets a suite that the Postgres adapter runs too.
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
  ReminderChannel: {
    contract: 'reminderChannelContract',
    faces: 'the person, through the platform outbox (mail) today, another medium tomorrow',
  },
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
    feedbackRepositoryContract: ['FeedbackRepository'],
    supportMessageRepositoryContract: ['SupportMessageRepository'],
    generatedQuestRepositoryContract: ['GeneratedQuestRepository'],
    questSelectionRepositoryContract: ['QuestSelectionRepository'],
    onboardingResponseRepositoryContract: ['OnboardingResponseRepository'],
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
  OnboardingStatusPort:
    "asks accounts' OnboardingStatus in this process; accounts' ProfileRepository is what faces Postgres (accountsRepositoriesContract)",
  RunningDatabase: 'a handle on an embedded Postgres that a starter returns; it stands in for nothing',
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
    "weighs a person's reflections in memory (neutral, or quests' ReflectionTaste, whose one read is read-models' TASTE_STATEMENT over SqlReads); apps/api/src/reflections.e2e-spec.ts proves the steering on Postgres, another person's reflections included",
  ReadStatement: 'SQL text the database adapters run; it runs nothing itself',
  ReminderLinkSigner: 'signs and checks reminder links in memory (HMAC-SHA256)',
  RetryPolicy: 'numbers for the queue drivers',
  TokenGenerator: 'makes random tokens in memory',
  TokenHasher: 'hashes tokens in memory',
  UserDataContributor: "each context's part of the data export and deletion, run through its own repositories",
};

/**
 * Ports whose one adapter is the Postgres one (no fake): the adapter's own int-spec tests it. A second adapter, of
 * any kind, makes the census ask for a shared suite.
 */
const POSTGRES_ONLY: Record<string, string> = {
  AccountWriteGate:
    'SqlAccountWriteGate only (platform auth asks accounts); accounts-persistence.int-spec.ts holds and releases a real account',
  CommunityCatalogueRepository:
    'MikroOrmCommunityQuestRepository only: the seeded catalogue, read back by quests-persistence.int-spec.ts',
  InterestProfileRepository:
    'MikroOrmInterestProfileRepository, tested by its int-spec; the one other implementation is a double inside interest-profile.spec.ts (specs are not scanned for adapters)',
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
const code = files
  .filter((f) => !isSpec(f.path))
  .map((f) => ({ ...f, ast: ts.createSourceFile(f.path, f.text, ts.ScriptTarget.Latest, true) }));
/** Specs that run in a Vitest project next to the code: unit and integration. */
const specs = files.filter((f) => /\.(spec|int-spec)\.tsx?$/.test(f.path));

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isAbstract = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword);

/** A method: what a port asks of its adapters (records, options and results hold data only). */
const hasMethods = (node: ts.InterfaceDeclaration | ts.ClassDeclaration) =>
  (node.members as ts.NodeArray<ts.Node>).some(
    (m) =>
      ts.isMethodSignature(m) ||
      ts.isMethodDeclaration(m) ||
      ((ts.isPropertySignature(m) || ts.isPropertyDeclaration(m)) && !!m.type && ts.isFunctionTypeNode(m.type)),
  );

/** Every interface and abstract class exported from libs/. */
const declared = new Set(
  code
    .filter((f) => f.path.startsWith('libs/'))
    .flatMap((f) =>
      f.ast.statements.flatMap((s) =>
        (ts.isInterfaceDeclaration(s) || (ts.isClassDeclaration(s) && isAbstract(s))) && s.name && isExported(s)
          ? [s.name.text]
          : [],
      ),
    ),
);
/** The ports: those of them that declare methods. */
const ports = new Set(
  code
    .filter((f) => f.path.startsWith('libs/'))
    .flatMap((f) =>
      f.ast.statements.flatMap((s) =>
        (ts.isInterfaceDeclaration(s) || (ts.isClassDeclaration(s) && isAbstract(s))) &&
        s.name &&
        isExported(s) &&
        hasMethods(s)
          ? [s.name.text]
          : [],
      ),
    ),
);

/**
 * An adapter: whatever stands in for a type. `name` is how a report shows it; `mentions` are the words a spec
 * must contain to be running it (a class field's fake is run through its class: `InMemoryStore` and `generated`).
 */
type Adapter = { name: string; mentions: string[]; path: string };
/** Every type something stands in for, with what stands in for it. */
const implementers = new Map<string, Adapter[]>();
const add = (type: string, adapter: Adapter) => {
  const list = implementers.get(type) ?? [];
  if (!list.some((a) => a.name === adapter.name)) list.push(adapter);
  implementers.set(type, list);
};

/**
 * Reads each file's syntax tree (no type checking: the whole census stays under a few seconds) and finds every way
 * of declaring an adapter: a class that `implements` or `extends` the type; a constant, `let`, class field or
 * parameter default annotated with it; an expression that `satisfies` it or is cast `as` it; and a function, method
 * or getter declared to return it (a factory). Imports renamed with `as` are followed back to the type's name.
 */
for (const { path, ast } of code) {
  const renamed = new Map<string, string>();
  for (const s of ast.statements)
    if (ts.isImportDeclaration(s) && s.importClause?.namedBindings && ts.isNamedImports(s.importClause.namedBindings))
      for (const el of s.importClause.namedBindings.elements)
        if (el.propertyName) renamed.set(el.name.text, el.propertyName.text);
  const typeName = (name: ts.EntityName | ts.Expression): string | undefined => {
    const last = ts.isIdentifier(name)
      ? name.text
      : ts.isQualifiedName(name)
        ? name.right.text
        : ts.isPropertyAccessExpression(name)
          ? name.name.text
          : undefined;
    return last && (renamed.get(last) ?? last);
  };
  /** The type names a written type stands for: `Port`, `Port<T>`, `Readonly<Port>`, `Port | null`, `Promise<Port>`. */
  const named = (type: ts.TypeNode | undefined): string[] => {
    if (!type) return [];
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.flatMap(named);
    if (ts.isParenthesizedTypeNode(type)) return named(type.type);
    if (ts.isTypeReferenceNode(type)) {
      const name = typeName(type.typeName);
      if (name && ['Promise', 'Readonly'].includes(name)) return (type.typeArguments ?? []).flatMap(named);
      return name ? [name] : [];
    }
    return [];
  };
  const className = (node: ts.Node): string | undefined => {
    for (let at: ts.Node | undefined = node; at; at = at.parent)
      if ((ts.isClassDeclaration(at) || ts.isClassExpression(at)) && at.name) return at.name.text;
    return undefined;
  };
  /** The name the surrounding code gives a node: its declaration's, or its class's and member's. */
  const holder = (node: ts.Node): string[] => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (
        (ts.isPropertyDeclaration(at) || ts.isMethodDeclaration(at) || ts.isGetAccessorDeclaration(at)) &&
        ts.isIdentifier(at.name)
      ) {
        const owner = className(at);
        return owner ? [owner, at.name.text] : [at.name.text];
      }
      if ((ts.isVariableDeclaration(at) || ts.isFunctionDeclaration(at)) && at.name && ts.isIdentifier(at.name)) {
        const owner = className(at);
        return owner ? [owner, at.name.text] : [at.name.text];
      }
      if (ts.isParameter(at) && ts.isIdentifier(at.name))
        return [...(className(at) ? [className(at)!] : []), at.name.text];
      if (ts.isSourceFile(at)) break;
    }
    return [];
  };
  /** An expression that makes a new implementation: an object literal or a class expression. */
  const builds = (expr: ts.Expression | undefined): boolean => {
    if (!expr) return false;
    if (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isSatisfiesExpression(expr) ||
      ts.isNonNullExpression(expr)
    )
      return builds(expr.expression);
    return ts.isObjectLiteralExpression(expr) || ts.isClassExpression(expr);
  };
  /** A call (awaited or not) whose result is typed as the port where it is kept: `const x: Port = makeFake()`. */
  const made = (expr: ts.Expression | undefined): boolean =>
    !!expr && (ts.isCallExpression(expr) || (ts.isAwaitExpression(expr) && ts.isCallExpression(expr.expression)));
  /** A function body that returns a new implementation (returns of nested functions are theirs). */
  const returnsBuilt = (body: ts.ConciseBody): boolean => {
    if (!ts.isBlock(body)) return builds(body);
    let found = false;
    const look = (node: ts.Node) => {
      if (found || ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && builds(node.expression)) found = true;
      ts.forEachChild(node, look);
    };
    ts.forEachChild(body, look);
    return found;
  };
  const record = (types: string[], mentions: string[]) => {
    if (!mentions.length) return;
    for (const type of types) add(type, { name: mentions.join('.'), mentions, path });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && node.heritageClauses) {
      const types = node.heritageClauses.flatMap((h) => h.types.map((t) => typeName(t.expression) ?? ''));
      record(types.filter(Boolean), node.name ? [node.name.text] : holder(node));
    } else if (
      (ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isParameter(node)) &&
      node.type &&
      (builds(node.initializer) || made(node.initializer))
    ) {
      record(named(node.type), ts.isIdentifier(node.name) ? [...holder(node.name)] : []);
    } else if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      if (builds(node.expression)) record(named(node.type), holder(node));
    } else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node)) &&
      node.type &&
      node.body &&
      returnsBuilt(node.body)
    ) {
      const own =
        node.name && ts.isIdentifier(node.name)
          ? [...(className(node) ? [className(node)!] : []), node.name.text]
          : holder(node);
      record(named(node.type), own);
    }
    ts.forEachChild(node, visit);
  };
  visit(ast);
}

const adaptersOf = (port: string) => implementers.get(port) ?? [];

/** Where the Postgres adapters live: every port one of them stands in for needs a suite, however its fakes are written. */
const POSTGRES = /^libs\/[^/]+\/nest\/src\/persistence\//;
const postgresPorts = new Set([...ports].filter((port) => adaptersOf(port).some((a) => POSTGRES.test(a.path))));

/** Ports listed by hand; those the convention below adds need not have a second adapter yet. */
const listed = new Set(Object.keys(CONTRACTS));

/**
 * A port the lists above do not name is covered by convention when a `*.contract.ts` exports
 * `<port in camelCase>Contract` (the context generator writes one for its repository): it joins CONTRACTS.
 */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const declares = (contract: string) =>
  code.filter(
    (f) => f.path.endsWith('.contract.ts') && new RegExp(`export\\s+function\\s+${contract}\\b`).test(f.text),
  );
for (const port of ports) {
  if (port in CONTRACTS || port in IN_PROCESS) continue;
  if (adaptersOf(port).length < 2 && !postgresPorts.has(port)) continue;
  const contract = `${lowerFirst(port)}Contract`;
  if (declares(contract).length) CONTRACTS[port] = { contract, faces: 'by convention: its own contract suite' };
}
/** The class's name and the names of the classes built on it (a spec may construct a subclass). */
function namesFor(name: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  return [name, ...adaptersOf(name).flatMap((sub) => (sub.mentions.length === 1 ? namesFor(sub.name, seen) : []))];
}
const word = (name: string) => new RegExp(`\\b${name}\\b`);
/** A spec runs an adapter when it names it, or its class (or a subclass) and the member that holds it. */
const names = (adapter: Adapter, spec: { text: string }) => {
  const [owner, ...members] = adapter.mentions;
  return namesFor(owner).some((name) => word(name).test(spec.text)) && members.every((m) => word(m).test(spec.text));
};

describe('contract-suite census', () => {
  it('finds the ports and adapters it lists (the scan still works)', () => {
    for (const port of Object.keys(CONTRACTS)) expect(declared.has(port), `${port} is declared in libs/`).toBe(true);
    for (const port of listed) expect(adaptersOf(port).length, `${port} has more than one adapter`).toBeGreaterThan(1);
    for (const port of [...Object.keys(IN_PROCESS), ...Object.keys(POSTGRES_ONLY)])
      expect(declared.has(port), `${port} is declared in libs/`).toBe(true);
    // Each way of declaring an adapter is seen: a class field, a class, a typed constant.
    expect(adaptersOf('GeneratedQuestRepository').map((a) => a.name)).toEqual(
      expect.arrayContaining(['InMemoryQuestsStore.generated', 'MikroOrmGeneratedQuestRepository']),
    );
  });

  it('classifies every port with more than one adapter: outside-facing with a contract suite, or in-process', () => {
    const classified = new Set([...Object.keys(CONTRACTS), ...Object.keys(IN_PROCESS)]);
    const unlisted = [...ports].filter((port) => adaptersOf(port).length > 1 && !classified.has(port));
    expect(unlisted, 'add these ports to CONTRACTS (with a suite), or to IN_PROCESS with a reason').toEqual([]);
    const twice = Object.keys(CONTRACTS).filter((port) => port in IN_PROCESS || port in POSTGRES_ONLY);
    expect(twice).toEqual([]);
  });

  it('gives every port with a Postgres adapter a contract suite, however its other adapters are written', () => {
    const unsuited = [...postgresPorts].filter(
      (port) => !(port in CONTRACTS) && !(port in IN_PROCESS) && !(port in POSTGRES_ONLY),
    );
    expect(
      unsuited.map(
        (port) =>
          `${port} (${adaptersOf(port)
            .map((a) => a.name)
            .join(', ')})`,
      ),
      'these ports face Postgres: write <port>Contract and run it on every adapter, or list them in POSTGRES_ONLY with a reason',
    ).toEqual([]);
    const grown = Object.keys(POSTGRES_ONLY).filter((port) => adaptersOf(port).length > 1);
    expect(grown, 'POSTGRES_ONLY ports that now have a second adapter: give them a contract suite').toEqual([]);
    const gone = Object.keys(POSTGRES_ONLY).filter((port) => !postgresPorts.has(port));
    expect(gone, 'POSTGRES_ONLY ports with no Postgres adapter left').toEqual([]);
  });

  for (const [port, { contract, exempt = {} }] of Object.entries(CONTRACTS)) {
    it(`${port}: every adapter runs ${contract}`, () => {
      expect(
        declares(contract).map((f) => f.path),
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
        .filter((adapter) => !callers.some((spec) => names(adapter, spec)))
        .map((adapter) => `${adapter.name} (${relative(root, join(root, adapter.path))})`);
      expect(uncovered, `adapters of ${port} with no spec that runs ${contract} and names them`).toEqual([]);
    });
  }
});
