import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from './security-headers';

const nginx = readFileSync(resolve(import.meta.dirname, '../../../../../docker/nginx.conf'), 'utf8');

describe('Permissions-Policy', () => {
  it('allows the microphone (feedback voice notes) on our own origin only, and no camera or location', () => {
    expect(PERMISSIONS_POLICY.split(', ')).toEqual(
      expect.arrayContaining(['microphone=(self)', 'camera=()', 'geolocation=()']),
    );
  });

  it('is repeated word for word on both SPA locations of docker/nginx.conf', () => {
    expect(nginx.split(`add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`)).toHaveLength(3);
  });
});
