import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COOKIES, LIBRARY_STORAGE_KEYS, STORAGE_KEYS } from '@sidequest/contracts/browser-storage';
import { PrivacyPolicy } from './components/PrivacyPolicy';

const ROOT = resolve(import.meta.dirname, '../../../../..');
const REGISTRY = /\b(COOKIES|STORAGE_KEYS)\./;

/** Shipped source (no tests) of the apps and libs: where a cookie or a storage key could be set. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', '.data'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|e2e-spec|int-spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ['apps/web/src', 'apps/api/src', 'apps/worker/src', 'libs'].flatMap((dir) =>
  sourceFiles(join(ROOT, dir)),
);
const text = (path: string) => readFileSync(path, 'utf8');
const SETTER = /(localStorage|sessionStorage)\??\.setItem\(|\.setCookie\(|[^\w]serializeCookie\(/;

describe('every cookie and storage key the code sets is in the registry, and the privacy policy names it', () => {
  it('sets cookies and storage keys only with names from COOKIES / STORAGE_KEYS (libs/contracts)', () => {
    const setters = files.filter((path) =>
      text(path)
        .split('\n')
        .some((line) => SETTER.test(line) && !/\bfunction serializeCookie\(/.test(line)),
    );
    // The known setters today: refresh and OAuth cookies (api), plan cache, quiz answer, session hint, sidebar (web).
    expect(setters.length).toBeGreaterThanOrEqual(6);
    for (const path of setters) expect(text(path), relative(ROOT, path)).toMatch(REGISTRY);
  });

  it('writes document.cookie only through builders that take their name from the registry', () => {
    const writers = files.filter((path) => /document\.cookie\s*=/.test(text(path)));
    expect(writers.length).toBeGreaterThanOrEqual(2);
    for (const path of writers) {
      for (const [, builder] of text(path).matchAll(/document\.cookie\s*=\s*(\w+)\(/g)) {
        const home = files.find((file) => new RegExp(`export function ${builder}\\(`).test(text(file)));
        expect(home, `${relative(ROOT, path)}: ${builder}`).toBeDefined();
        expect(text(home!), builder).toMatch(REGISTRY);
      }
      expect(text(path), relative(ROOT, path)).not.toMatch(/document\.cookie\s*=\s*['"`]/);
    }
  });

  it('names every cookie and local-storage key in the privacy policy', () => {
    const html = renderToString(createElement(MemoryRouter, null, createElement(PrivacyPolicy)));
    const policy = html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    for (const name of [
      ...Object.values(COOKIES),
      ...Object.values(STORAGE_KEYS),
      ...Object.values(LIBRARY_STORAGE_KEYS),
    ])
      expect(policy, name).toContain(name);
  });

  it('tells the retention and deletion truth', () => {
    const html = renderToString(createElement(MemoryRouter, null, createElement(PrivacyPolicy)));
    expect(html).not.toMatch(/delete[^.]*within 30 days/);
    expect(html).not.toContain('whether you attached');
    expect(html).toContain('Deletion is immediate');
    expect(html).toContain('deleted after 180 days');
    expect(html).toContain('deleted after 30 days');
    expect(html).toContain('A mail that could not be delivered keeps its content for 7 days');
  });
});

const policyText = () =>
  renderToString(createElement(MemoryRouter, null, createElement(PrivacyPolicy)))
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the privacy policy says how to ask for your data', () => {
  it('sends data requests through the signed-in account page, never the support form alone', () => {
    const policy = policyText();
    expect(policy).toContain('Data requests go through your signed-in Account page');
    expect(policy).toContain('we never export, change or delete an account because of a support message');
    expect(policy).toContain('To export or delete your data, use your Account page while signed in.');
    expect(policy).not.toMatch(/request, including deletion, write to us through the Support page/);
  });

  it('says the owner’s support mail tells a signed-in sender from an unverified address', () => {
    expect(policyText()).toContain('says whether you were signed in');
  });
});

describe('the privacy policy names what the code stores', () => {
  it('names reflections and that they order quest suggestions', () => {
    const policy = policyText();
    expect(policy).toContain('Reflections:');
    expect(policy).toContain('they order the quests we suggest to you next');
  });

  it('names the session-storage key React Router writes', () => {
    expect(policyText()).toContain('react-router-scroll-positions');
  });

  it('says the export leaves out support messages sent signed out, and that deletion removes them', () => {
    const policy = policyText();
    expect(policy).toContain('Support messages you sent while signed out are not in it');
    expect(policy).toContain('They are deleted with your account');
  });
});
