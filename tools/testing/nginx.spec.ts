import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNginxServer } from './nginx';

const shipped = readFileSync(resolve(import.meta.dirname, '../../docker/nginx.conf'), 'utf8');

describe('renderNginxServer', () => {
  it('runs the shipped docker/nginx.conf on loopback with the given api replicas and web root', () => {
    const conf = renderNginxServer(shipped, {
      port: 41000,
      upstreams: ['127.0.0.1:41001', '127.0.0.1:41002'],
      webRoot: '/srv/web',
    });
    expect(conf).toMatch(/upstream sidequest_api \{\s+server 127\.0\.0\.1:41001;\s+server 127\.0\.0\.1:41002;\s+\}/);
    expect(conf).toContain('listen 127.0.0.1:41000;');
    expect(conf).toContain('root /srv/web;');
    expect(conf).not.toContain('api:3000');
    // Everything else is the shipped file: the same lines, headers included.
    const untouched = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(server (api:3000|127\.0\.0\.1:\d+);|listen |root |access_log )/.test(line));
    expect(untouched(conf)).toEqual(untouched(shipped));
  });

  it('refuses a config whose upstream no longer has the expected shape, rather than testing something else', () => {
    expect(() =>
      renderNginxServer(shipped.replace('server api:3000;', 'server backend:8000;'), {
        port: 1,
        upstreams: ['127.0.0.1:2'],
        webRoot: '/w',
      }),
    ).toThrow(/docker\/nginx\.conf no longer has/);
  });
});
