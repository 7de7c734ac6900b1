import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const web = resolve(import.meta.dirname, '../../../web/src');
const source = (path: string) => readFileSync(resolve(web, path), 'utf8');

export interface RouterRoute {
  /** As the router has it: '*' is the catch-all (not found). */
  path: string;
  /** Without a session it sends the visitor to /auth. */
  guarded: boolean;
}

/**
 * Every route apps/web's router serves, read from its sources (the e2e project may not import the app):
 * the route table's entries (`path: paths.x`, '*' for the catch-all). A route added there shows up here,
 * so a suite keyed by it misses none.
 */
export function routerRoutes(): RouterRoute[] {
  const paths = Object.fromEntries(
    [...source('lib/paths.ts').matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(([, key, value]) => [key, value]),
  );
  const table = [
    ...source('app/route-table.ts').matchAll(
      /\{\s*path: (?:paths\.(\w+)|NOT_FOUND_PATH),\s*requiresSession: (true|false)/g,
    ),
  ].map(([, key, guarded]) => ({
    path: key ? paths[key] : '*',
    guarded: guarded === 'true',
  }));
  if (table.length < 2 || table.some((r) => !r.path))
    throw new Error('could not read the route table: update support/routes.ts');
  return table;
}
