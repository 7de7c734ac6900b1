import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';
import { confirmedActor, type Actor } from './support/actor';
import { fixtureFor, snapshotOf, type IdKind } from './support/id-registry';
import { idFieldsOf, operationsOf, setPath, urlOf, validValue, type Operation } from './support/openapi';

let api: TestApi;
let operations: Operation[];
let alice: Actor;
let bob: Actor;
beforeAll(async () => {
  api = await startTestApi();
  operations = await operationsOf(api.app);
  alice = await confirmedActor(api, 0);
  bob = await confirmedActor(api, 1);
});
afterAll(() => api?.close());

interface Case {
  op: Operation;
  in: string;
  name: string;
}
const cases = () => operations.flatMap((op) => idFieldsOf(op).map((f) => ({ op, ...f })));
const ORDER: Record<IdKind, number> = { owned: 0, shared: 1, inline: 2 };

/** Bob's request: a body the schema accepts, with Alice's id where the operation takes it. */
function bobsRequest(c: Case, id: string) {
  const schema = c.op.body['application/json'];
  const body = schema ? (validValue(schema) as Record<string, unknown>) : undefined;
  if (c.in === 'body' && body) setPath(body, c.name, id);
  const url = urlOf(c.op, c.in === 'path' ? { [c.name]: id } : {}, c.in === 'query' ? { [c.name]: id } : {});
  return { url, body };
}

describe('IDOR matrix (every id-taking operation in OpenAPI)', () => {
  it('finds the id-taking operations', () => {
    expect(cases().map((c) => `${c.op.key} ${c.name}`)).toEqual(
      expect.arrayContaining(['DELETE /api/generated-quests/{id} id', 'POST /api/quests/start questId']),
    );
  });

  it('has a fixture for every id an operation takes, so a new endpoint cannot slip through', () => {
    const missing = cases()
      .filter((c) => !fixtureFor(c.op.key, c.name))
      .map((c) => `${c.op.key} (${c.in} ${c.name})`);
    expect(missing, 'add an entry to ID_FIXTURES in support/id-registry.ts').toEqual([]);
  });

  it("answers another user's id with 404, shows none of the owner's data and changes nothing of theirs", async () => {
    const failures: string[] = [];
    const ordered = cases()
      .filter((c) => fixtureFor(c.op.key, c.name))
      .sort((a, b) => ORDER[fixtureFor(a.op.key, a.name)!.kind] - ORDER[fixtureFor(b.op.key, b.name)!.kind]);
    for (const c of ordered) {
      const fixture = fixtureFor(c.op.key, c.name)!;
      const owned = await fixture.create(alice);
      // Bob holds a resource of the same kind, so a lookup that ignores the owner would find something.
      await fixture.create(bob);
      const before = await snapshotOf(alice);
      const { url, body } = bobsRequest(c, owned.id);
      const res = await bob.send(c.op.method, url, body);
      const label = `${c.op.method} ${url} ${body === undefined ? '' : JSON.stringify(body)} [${fixture.kind}] -> ${res.status} ${res.body.slice(0, 300)}`;
      if (fixture.kind === 'owned' && res.status !== 404) failures.push(`expected 404: ${label}`);
      if (res.status >= 500) failures.push(`server error: ${label}`);
      const leaked = [alice.email, alice.userId, ...owned.secrets].filter((s) => s && res.body.includes(s));
      if (leaked.length) failures.push(`leaks ${JSON.stringify(leaked)}: ${label}`);
      const after = await snapshotOf(alice);
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`changed the owner's data: ${label}`);
      // The control: the same request from the owner finds the resource, so Bob's 404 is about ownership.
      const control = await alice.send(c.op.method, url, body);
      if (fixture.kind === 'owned' && (control.status === 404 || control.status >= 500))
        failures.push(`the owner's own call fails too (${control.status} ${control.body.slice(0, 200)}): ${label}`);
    }
    expect(failures).toEqual([]);
  });
});
