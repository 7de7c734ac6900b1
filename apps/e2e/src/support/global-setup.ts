import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { testEnvironment } from '@sidequest/platform-config';

const root = resolve(import.meta.dirname, '../../../..');

/** Browser journeys need Debian's Chromium and the built web app (the api and worker are built by the api tier's setup). */
export default async function prepareBrowserTier(): Promise<void> {
  const { chromiumPath, ci } = testEnvironment();
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: the browser tier cannot run. Install it with \`apt-get install -y chromium\`` +
        (ci ? ' (CI=true: this fails the run).' : ' or set CHROMIUM_PATH.'),
    );
  }
  await build({ configFile: resolve(root, 'apps/web/vite.config.ts'), logLevel: 'warn' });
  for (const app of ['api', 'worker']) {
    await build({ configFile: resolve(root, `apps/${app}/vite.config.ts`), logLevel: 'warn' });
  }
}
