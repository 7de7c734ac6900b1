import { createServer } from 'node:net';

/** A port nothing on 127.0.0.1 listens on right now (the OS picks it), for a test's own server. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolvePort(port));
    });
  });
}
