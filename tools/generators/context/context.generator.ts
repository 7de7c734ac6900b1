import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFiles, generateFiles, names, type Tree } from '@nx/devkit';
import ts from 'typescript';

export interface ContextGeneratorOptions {
  /** Kebab case: the folder under libs/, the `scope:` tag, and the `@sidequest/<name>-domain` / `-nest` imports. */
  name: string;
}

/** The one list of contexts that the api and the worker read; the only existing file the generator edits. */
export const CONTEXT_LIST = 'libs/contexts/src/contexts.ts';
const LIST_NAME = 'contextEntries';

/** Folders under libs/ that are not contexts. */
const RESERVED = new Set(['contexts', 'contracts', 'jobs', 'kernel', 'platform', 'web']);

const filesDir = join(dirname(fileURLToPath(import.meta.url)), 'files');

/**
 * A new bounded context: libs/<name>/domain (a sample use case, its test, build<Name>UseCases and a
 * `testing` entry) and libs/<name>/nest (its module wired by provideUseCases, a migration creating
 * `<name>_items`, its ContextModule and a `testing` entry), then one entry in libs/contexts.
 * Path aliases and lint rules already cover libs/<name>/* by pattern.
 */
export default async function contextGenerator(tree: Tree, options: ContextGeneratorOptions): Promise<void> {
  const name = options.name;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`context name "${name}" must be kebab case, e.g. reminders or daily-loop`);
  if (RESERVED.has(name)) throw new Error(`"${name}" is not a context: libs/${name} holds shared code`);
  if (tree.exists(`libs/${name}`)) throw new Error(`libs/${name} already exists`);
  if (!tree.exists(CONTEXT_LIST)) throw new Error(`${CONTEXT_LIST} (the list of contexts) is missing`);

  const { className, propertyName, constantName } = names(name);
  const snake = name.replace(/-/g, '_');
  generateFiles(tree, filesDir, `libs/${name}`, {
    name,
    className,
    propertyName,
    constantName,
    tableName: `${snake}_items`,
    migrationName: `Migration${migrationTimestamp(new Date())}_${snake}`,
  });

  const list = tree.read(CONTEXT_LIST, 'utf-8') ?? '';
  tree.write(CONTEXT_LIST, addToContextList(list, name, propertyName));
  await formatFiles(tree);
}

/** `yyyymmddhhmmss` in UTC, as the other contexts' migration names. */
function migrationTimestamp(at: Date): string {
  return at.toISOString().replace(/[-T:]/g, '').slice(0, 14);
}

/**
 * The list file with `import { <context>Context } from '@sidequest/<name>-nest'` and
 * `(_config, runtime) => <context>Context(runtime.clock)` appended (the api's dev clock outside production).
 */
export function addToContextList(source: string, name: string, propertyName: string): string {
  const file = ts.createSourceFile(CONTEXT_LIST, source, ts.ScriptTarget.Latest, true);
  const imports = file.statements.filter(ts.isImportDeclaration);
  const list = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === LIST_NAME);
  const array = list?.initializer;
  if (!array || !ts.isArrayLiteralExpression(array))
    throw new Error(`${CONTEXT_LIST} has no array literal named ${LIST_NAME}`);

  const factory = `${propertyName}Context`;
  const last = array.elements.at(-1);
  const entryAt = last ? last.end : array.elements.pos;
  const call = `(_config, runtime) => ${factory}(runtime.clock)`;
  const entry = last ? `,\n  ${call}` : `\n  ${call},\n`;
  const importAt = imports.at(-1)?.end ?? 0;
  const importLine = `\nimport { ${factory} } from '@sidequest/${name}-nest';`;
  // The entry comes after the imports in the file, so insert it first to keep the import offset valid.
  const withEntry = source.slice(0, entryAt) + entry + source.slice(entryAt);
  return withEntry.slice(0, importAt) + importLine + withEntry.slice(importAt);
}
