/**
 * GET /api/dashboard side by side, in one run: the built api against the raw baseline
 * (tools/bench/raw-dashboard.ts, the api's own SQL and mapping) on the same database and users.
 * Each user is onboarded (a current quest with its plan, two other quests, one milestone ticked).
 * Run with `npm run build && npm run bench:dashboard`. Target: ratio >= 0.60 and api p99 <= 40 ms.
 */
import { sideBySide } from './side-by-side.ts';

const ANSWERS = ['nurse, pilot, chef', 'vet, coder, firefighter', 'teacher, plumber, data scientist', 'game designer, dentist, beekeeper'];

async function post(url: string, token: string, body: unknown, method = 'POST') {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

await sideBySide({
  name: 'dashboard',
  path: '/api/dashboard',
  rawScript: 'tools/bench/raw-dashboard.ts',
  targets: 'target: ratio >= 0.60, p99 <= 40 ms',
  user: async (apiBase, n) => {
    const res = await fetch(`${apiBase}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n}` },
      body: JSON.stringify({ email: `bench-dashboard-${n}@example.com`, password: 'bench password 123' }),
    });
    const { access_token: token } = (await res.json()) as { access_token?: string };
    if (!token) throw new Error(`sign-up gave no token: ${res.status}`);
    const answer = ANSWERS[n % ANSWERS.length];
    const { quests } = (await post(`${apiBase}/api/quests/generate`, token, { answer })) as { quests: { id: string }[] };
    await post(`${apiBase}/api/onboarding`, token, { answer, quests, selectedQuestId: quests[0].id });
    await post(`${apiBase}/api/quests/current/milestones/0`, token, { questId: quests[0].id, completed: true }, 'PUT');
    return token;
  },
});
