import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin, type Rollup } from 'vite';
import type { PrerenderedOccupation } from '@sidequest/contracts';

interface ServerEntry {
  renderLanding(): string;
  renderOccupation(occupation: PrerenderedOccupation): Promise<string>;
  PRERENDER_GUARD_SCRIPT: string;
  PRERENDERED_OCCUPATION_ID: string;
}

interface DataEntry {
  occupationDetails(): PrerenderedOccupation[];
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;
/** The entry's stylesheet, named after the entry chunk; the one that goes inline. */
const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/;
const EMPTY_ROOT = '<div id="root"></div>';
/** React hoists resource hints (the avatar's preload) to the front of what it renders; they belong in <head>. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/** Puts the entry's stylesheet inline and the landing's markup (with its guard) into #root. */
export function injectLanding(
  html: string,
  { css, markup, guard }: { css: string; markup: string; guard: string },
): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to pre-render into`);
  const hints = markup.match(LEADING_LINKS)?.[0] ?? '';
  const body = markup.slice(hints.length);
  // Lazy chunks list the entry's CSS among their preload dependencies, and Vite's preload helper adds a
  // <link> for any stylesheet the page has none for (re-applying it after other screens' styles). The
  // disabled link is one the helper finds; a disabled stylesheet is never fetched or applied.
  const keepLink = (link: string) => link.replace(/>$/, ' disabled>');
  // Function replacements: the CSS and markup may hold `$` sequences that a string replacement would expand.
  return html
    .replace(STYLESHEET, (link) => `${hints}<style>${css}</style>${keepLink(link)}`)
    .replace(EMPTY_ROOT, () => `<script>${guard}</script><div id="root">${body}</div>`);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** JSON inside a <script>: no "</script>" or "<!--" can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const DESCRIPTION_CHARS = 300;
const shorten = (text: string) =>
  text.length <= DESCRIPTION_CHARS ? text : `${text.slice(0, DESCRIPTION_CHARS - 1).replace(/\s+\S*$/, '')}…`;
/** The landing's inline stylesheet (with the resource hints before it) and its disabled link, in the built index.html. */
const INLINE_STYLE = /(?:<link rel="preload"[^>]*>)*<style>([\s\S]*?)<\/style>(<link rel="stylesheet"[^>]*? disabled>)/;
const FILLED_ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

export interface OccupationPageParts {
  code: string;
  title: string;
  description: string;
  markup: string;
  /** The occupation as JSON, for the page's hydration. */
  data: unknown;
  dataId: string;
  /** The occupation screen's chunk: its stylesheets (inline after the entry's, like the landing's) and <link> tags. */
  css: string;
  links: string;
  /** The public origin (APP_URL at build time), for the canonical and og:url; without it they are left out. */
  origin?: string;
}

/**
 * One /occupations/:code page from the built index.html: its title, description, canonical and Open Graph
 * tags, the entry's and the screen's stylesheets inline (no request before the first paint; a disabled
 * link each, as on the landing, for Vite's preload helper), the screen's chunk preloaded, its markup in #root and its data beside it. data-route tells the inline guard that this
 * markup is the page's own, so main.tsx hydrates it.
 */
export function occupationPage(html: string, page: OccupationPageParts): string {
  const path = `/occupations/${page.code}`;
  const title = escapeHtml(`${page.title} · SideQuest`);
  const description = escapeHtml(shorten(page.description));
  const hints = page.markup.match(LEADING_LINKS)?.[0] ?? '';
  const body = page.markup.slice(hints.length);
  const url = page.origin ? `${page.origin.replace(/\/$/, '')}${path}` : undefined;
  const meta = [
    url && `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="SideQuest">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${description}">`,
    url && `<meta property="og:url" content="${escapeHtml(url)}">`,
  ]
    .filter(Boolean)
    .join('');
  for (const [pattern, name] of [
    [INLINE_STYLE, 'the inline stylesheet'],
    [FILLED_ROOT, 'a pre-rendered #root'],
    [/<title>[^<]*<\/title>/, 'a <title>'],
    [/<meta name="description" content="[^"]*"\s*\/?>/, 'a description'],
  ] as const)
    if (!pattern.test(html)) throw new Error(`index.html has no ${name} to replace for ${path}`);
  return html
    .replace('<html lang="en">', () => `<html lang="en" data-route="${path}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />${meta}`,
    )
    .replace(
      INLINE_STYLE,
      (_, css: string, link: string) => `${hints}<style>${css}${page.css}</style>${link}${page.links}`,
    )
    .replace(
      FILLED_ROOT,
      (_, end: string) =>
        `<div id="root">${body}</div><script type="application/json" id="${page.dataId}">${scriptJson(page.data)}</script>${end}`,
    );
}

/** The stylesheets (inline) and module preloads of the chunk a module starts (and of the chunks it imports). */
function chunkParts(
  bundle: Rollup.OutputBundle,
  facade: RegExp,
  skip: ReadonlySet<string>,
): { css: string; links: string } {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId && facade.test(c.facadeModuleId));
  if (!start) throw new Error(`no chunk starts at ${facade}`);
  const css = new Set<string>();
  const js: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (skip.has(chunk.fileName) || js.includes(chunk.fileName)) return;
    js.push(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((file) => {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    });
  };
  visit(start);
  const sheets = [...css].filter((file) => !skip.has(file));
  const source = (file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`${file} is not in the bundle`);
    return String(asset.source).trim();
  };
  return {
    css: sheets.map(source).join(''),
    links: [
      ...sheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join(''),
  };
}

/**
 * The landing arrives painted: after the client build, the server entry (src/entry-server.tsx) is built
 * for Node beside the output, renders "/" as a visitor without a session first sees it, and that HTML
 * goes into index.html's #root, where main.tsx hydrates it. The entry's stylesheet goes inline, so the
 * first paint waits for no second request. Other routes and signed-in visitors get the same file; the
 * inline guard hides the markup for them and the app renders from scratch. Runs before precompress
 * writes index.html's .gz/.br (this edits the bundle, that plugin reads the written files).
 */
export function prerenderLanding({
  entry,
  alias,
  occupations,
}: {
  entry: string;
  alias: Alias[];
  /** Also writes occupations/<code>/index.html for every occupation the data entry lists. */
  occupations?: { data: string; screen: RegExp; origin?: string };
}): Plugin {
  let root = '';
  let outDir = '';
  let server: ServerEntry | undefined;
  let data: DataEntry | undefined;
  let serverDir: string | undefined;
  return {
    name: 'sidequest:prerender-landing',
    apply: 'build',
    closeBundle() {
      if (serverDir) rmSync(serverDir, { recursive: true, force: true });
    },
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const stylesheet = html.match(STYLESHEET)?.[1];
        const asset = stylesheet ? ctx.bundle?.[stylesheet] : undefined;
        if (!asset || asset.type !== 'asset')
          throw new Error(`index.html's stylesheet ${stylesheet} is not in the bundle`);
        if (!ENTRY_CSS.test(asset.fileName))
          throw new Error(`index.html's stylesheet ${asset.fileName} is not named like the entry's`);
        serverDir = join(dirname(outDir), '.web-prerender');
        const built = await renderServerEntry(
          root,
          { 'entry-server': entry, ...(occupations && { 'occupation-data': occupations.data }) },
          alias,
          serverDir,
        );
        server = built['entry-server'] as ServerEntry;
        data = built['occupation-data'] as DataEntry | undefined;
        return injectLanding(html, {
          css: String(asset.source).trim(),
          markup: server.renderLanding(),
          guard: server.PRERENDER_GUARD_SCRIPT,
        });
      },
    },
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        if (!occupations) return;
        const index = bundle['index.html'];
        if (!server || !data || index?.type !== 'asset') throw new Error('index.html was not pre-rendered');
        const html = String(index.source);
        const inIndex = new Set([...html.matchAll(/"\/(assets\/[^"]+)"/g)].map((m) => m[1]));
        const { css, links } = chunkParts(bundle, occupations.screen, inIndex);
        const started = performance.now();
        const details = data.occupationDetails();
        for (const occupation of details) {
          const markup = await server.renderOccupation(occupation);
          this.emitFile({
            type: 'asset',
            fileName: `occupations/${occupation.code}/index.html`,
            source: occupationPage(html, {
              code: occupation.code,
              title: occupation.title,
              description: occupation.description,
              markup,
              data: occupation,
              dataId: server.PRERENDERED_OCCUPATION_ID,
              css,
              links,
              origin: occupations.origin,
            }),
          });
        }
        this.info(`pre-rendered ${details.length} occupation pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}

/** Builds the server entries for Node under the dist folder (so their bare imports resolve from node_modules) and loads them. */
async function renderServerEntry(
  root: string,
  entries: Record<string, string>,
  alias: Alias[],
  tmpDir: string,
): Promise<Record<string, unknown>> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    build: {
      ssr: true,
      outDir: tmpDir,
      emptyOutDir: true,
      rolldownOptions: { input: entries, output: { entryFileNames: '[name].mjs' } },
    },
  });
  // The folder stays until the bundle is closed: a lazy screen's chunk is imported when a page renders, not before.
  try {
    const loaded: Record<string, unknown> = {};
    for (const name of Object.keys(entries))
      loaded[name] = await import(pathToFileURL(join(tmpDir, `${name}.mjs`)).href);
    return loaded;
  } catch (error) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}
