import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin } from 'vite';

interface ServerEntry {
  renderLanding(): string;
  PRERENDER_GUARD_SCRIPT: string;
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

/**
 * The landing arrives painted: after the client build, the server entry (src/entry-server.tsx) is built
 * for Node beside the output, renders "/" as a visitor without a session first sees it, and that HTML
 * goes into index.html's #root, where main.tsx hydrates it. The entry's stylesheet goes inline, so the
 * first paint waits for no second request. Other routes and signed-in visitors get the same file; the
 * inline guard hides the markup for them and the app renders from scratch. Runs before precompress
 * writes index.html's .gz/.br (this edits the bundle, that plugin reads the written files).
 */
export function prerenderLanding({ entry, alias }: { entry: string; alias: Alias[] }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'sidequest:prerender-landing',
    apply: 'build',
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
        const server = await renderServerEntry(root, entry, alias, join(dirname(outDir), '.web-prerender'));
        return injectLanding(html, {
          css: String(asset.source).trim(),
          markup: server.renderLanding(),
          guard: server.PRERENDER_GUARD_SCRIPT,
        });
      },
    },
  };
}

/** Builds the server entry for Node under the dist folder (so its bare imports resolve from node_modules) and loads it. */
async function renderServerEntry(root: string, entry: string, alias: Alias[], tmpDir: string): Promise<ServerEntry> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    build: {
      ssr: entry,
      outDir: tmpDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  try {
    return (await import(pathToFileURL(join(tmpDir, 'entry-server.mjs')).href)) as ServerEntry;
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
}
