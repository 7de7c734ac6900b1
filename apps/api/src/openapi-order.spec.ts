import type { OpenAPIObject } from '@nestjs/swagger';
import { describe, expect, it } from 'vitest';
import { inJourneyOrder } from './openapi-order';

const op = (tag: string) => ({ tags: [tag], responses: {} });
const doc = (paths: OpenAPIObject['paths']): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 'SideQuest API', version: '0' },
  paths,
});

describe('the OpenAPI document in the journey order', () => {
  it('lists paths by their section, whatever order the modules registered them in, keeping the order within one', () => {
    const ordered = inJourneyOrder(
      doc({
        '/api/billing/checkout': { post: op('billing') },
        '/api/quests/generate': { post: op('quests') },
        '/api/feedback': { post: op('feedback') },
        '/api/billing/subscription': { get: op('billing') },
        '/api/auth/login': { post: op('auth') },
        '/api/dashboard': { get: op('quests') },
        '/api/reminders': { get: op('reminders') },
        '/api/progress/check-ins/today': { post: op('progress') },
      }),
    );
    expect(Object.keys(ordered.paths)).toEqual([
      '/api/auth/login',
      '/api/quests/generate',
      '/api/dashboard',
      '/api/progress/check-ins/today',
      '/api/reminders',
      '/api/billing/checkout',
      '/api/billing/subscription',
      '/api/feedback',
    ]);
    expect(ordered.tags?.map((t) => t.name)).toEqual([
      'auth',
      'quests',
      'progress',
      'reminders',
      'billing',
      'feedback',
    ]);
  });

  it('puts a path of an unknown section last rather than dropping it', () => {
    const ordered = inJourneyOrder(
      doc({ '/api/new-thing': { get: op('something new') }, '/api/occupations': { get: op('occupations') } }),
    );
    expect(Object.keys(ordered.paths)).toEqual(['/api/occupations', '/api/new-thing']);
  });
});
