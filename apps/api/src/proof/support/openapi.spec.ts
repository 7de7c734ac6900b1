import { describe, expect, it } from 'vitest';
import { idFieldsOf, setPath, urlOf, validValue, type Operation } from './openapi';

const op = (over: Partial<Operation>): Operation => ({
  method: 'POST',
  path: '/api/x/{questId}',
  key: 'POST /api/x/{questId}',
  parameters: [{ name: 'questId', in: 'path', required: true, schema: { type: 'string' } }],
  body: {},
  bodyRequired: false,
  bearer: true,
  anonymousAllowed: false,
  security: ['bearer'],
  ...over,
});

describe('reading operations from OpenAPI', () => {
  it('finds ids in path and query parameters and in body fields at any depth', () => {
    const withBody = op({
      parameters: [
        { name: 'questId', in: 'path' },
        { name: 'user_id', in: 'query' },
        { name: 'index', in: 'path' },
        { name: 'idea', in: 'query' },
      ],
      body: {
        'application/json': {
          type: 'object',
          properties: {
            selectedQuestId: { type: 'string' },
            quests: {
              type: 'array',
              items: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
            },
            valid: { type: 'boolean' },
          },
        },
      },
    });
    expect(idFieldsOf(withBody).map((f) => `${f.in} ${f.name}`)).toEqual([
      'path questId',
      'query user_id',
      'body selectedQuestId',
      'body quests[].id',
    ]);
  });

  it('builds a small valid value: required fields only, minimums, first enum value', () => {
    const schema = {
      type: 'object',
      required: ['a', 'n', 'e', 'list'],
      properties: {
        a: { type: 'string', minLength: 3 },
        n: { type: 'integer', minimum: 5 },
        e: { enum: ['now', 'later'] },
        list: { type: 'array', minItems: 1, items: { type: 'boolean' } },
        optional: { type: 'string' },
      },
    };
    expect(validValue(schema)).toEqual({ a: 'xxx', n: 5, e: 'now', list: [true] });
  });

  it('sets nested and array paths, and fills path parameters', () => {
    const body: Record<string, unknown> = { quests: [{ id: 'a' }, { id: 'b' }] };
    setPath(body, 'quests[].id', 'z');
    setPath(body, 'quest.id', 'q');
    expect(body).toEqual({ quests: [{ id: 'z' }, { id: 'z' }], quest: { id: 'q' } });
    expect(urlOf(op({}), { questId: 'a/b' }, { s: '1' })).toBe('/api/x/a%2Fb?s=1');
  });
});
