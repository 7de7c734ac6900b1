import { afterAll, beforeAll } from 'vitest';
import { LlmStub, type LlmStubReply, type LlmStubRequest } from './llm-stub';

/**
 * An LlmStub for one spec file: started before its tests and closed after them. The answer is the
 * running stub; call it inside a test, a hook or a contract's factory, not while the file loads.
 */
export function useLlmStub(answer: (request: LlmStubRequest) => LlmStubReply): () => LlmStub {
  let stub: LlmStub | undefined;
  beforeAll(async () => void (stub = await LlmStub.start(answer)));
  afterAll(() => stub?.close());
  return () => {
    if (!stub) throw new Error('The LLM stub is not running: read it inside a test or hook.');
    return stub;
  };
}
