import { existsSync } from 'node:fs';
import { testEnvironment } from '@sidequest/platform-config';
import { buildApps } from '@sidequest/test-support';

/** Browser journeys need Debian's Chromium and the built web app, api and worker. */
export default async function prepareBrowserTier(): Promise<void> {
  const { chromiumPath, ci } = testEnvironment();
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: the browser tier cannot run. Install it with \`apt-get install -y chromium\`` +
        (ci ? ' (CI=true: this fails the run).' : ' or set CHROMIUM_PATH.'),
    );
  }
  await buildApps(['web', 'api', 'worker']);
}
