import { expect } from 'vitest';
import { authFlows, fromIp, PASSWORD } from '../../testing/auth-flows';
import { call } from '../../testing/auth-http';
import type { TestApi } from '../../testing/test-api';

export interface Answer {
  status: number;
  body: string;
  json(): any;
}

/** A confirmed, signed-in user calling the api in-process (light-my-request). */
export interface Actor {
  email: string;
  userId: string;
  token: string;
  /** Which variant of each fixture this user makes, so two users never hold the same resource by chance. */
  flavor: 0 | 1;
  send(method: string, url: string, body?: unknown): Promise<Answer>;
  /** A multipart POST over HTTP (feedback with files). */
  sendForm(url: string, form: FormData): Promise<Answer>;
}

/** Signs up and confirms through the accounts e2e helpers, then signs in. */
export async function confirmedActor(api: TestApi, flavor: 0 | 1): Promise<Actor> {
  const { email } = await authFlows(() => api).confirmedUser();
  const res = await call(`${api.url}/api/auth/login`, { body: { email, password: PASSWORD }, headers: fromIp() });
  expect(res.status).toBe(200);
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  const sendForm = async (url: string, form: FormData): Promise<Answer> => {
    const res = await fetch(`${api.url}/api${url}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${session.access_token}`, ...fromIp() },
    });
    const body = await res.text();
    return { status: res.status, body, json: () => JSON.parse(body) };
  };
  return {
    email,
    userId: session.user.id,
    token: session.access_token,
    flavor,
    send: sender(api, session.access_token),
    sendForm,
  };
}

export function sender(api: TestApi, token: string) {
  return async (method: string, url: string, body?: unknown): Promise<Answer> => {
    const res = await api.app.inject({
      method: method as 'GET',
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...fromIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.body, json: () => JSON.parse(res.body) };
  };
}
