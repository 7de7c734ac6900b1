import { describe, expect, it } from 'vitest';
import { useTestApi } from './testing/test-api';

const api = useTestApi();

const report = (from: string) =>
  fetch(`${api.url}/api/client-log/not-found`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ path: '/nowhere' }),
  });

describe('POST /api/client-log/not-found is rate-limited per client address', () => {
  it('answers 429 with Retry-After once one IPv6 /64 sent 30 reports in a minute, and others go on', async () => {
    // Thirty different addresses of one /64 count as one client.
    for (let i = 1; i <= 30; i++) expect((await report(`2001:db8:77:1::${i.toString(16)}`)).status).toBe(204);
    const refused = await report('2001:db8:77:1:abcd::99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('content-type')).toMatch(/json/);
    expect((await report('2001:db8:77:2::1')).status).toBe(204);
    expect((await report('198.51.100.23')).status).toBe(204);
  });
});
