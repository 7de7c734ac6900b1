import { z } from 'zod';

/** An OpenAI-compatible chat completions endpoint (config.llm). */
export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** Whole-request budget, 4 s by default; the callers' built-in generators answer instantly when it runs out. */
  timeoutMs?: number;
}

export interface ChatRequest {
  system: string;
  user: string;
  temperature?: number;
  /** The longest answer paid for; every call is capped (DEFAULT_MAX_TOKENS when unset). */
  maxTokens?: number;
}

export const DEFAULT_MAX_TOKENS = 1000;

/** What a generator asks on every call: its instructions, the JSON its answer must match, and the call's limits. */
export interface JsonPrompt<T> extends Omit<ChatRequest, 'user'> {
  answer: z.ZodType<T>;
}

/** `chatJson` with a fixed prompt: only the user's message changes from call to call. */
export function askJson<T>(options: LlmOptions, prompt: JsonPrompt<T>, user: string): Promise<T> {
  const { answer, ...request } = prompt;
  return chatJson(options, { ...request, user }, answer);
}

const ChatCompletion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

/**
 * One chat completion whose answer must be JSON matching `schema`. Any failure (HTTP, timeout, output
 * that is not that JSON) throws an Error whose message says why, short enough for a log line.
 */
export async function chatJson<T>(options: LlmOptions, request: ChatRequest, schema: z.ZodType<T>): Promise<T> {
  try {
    const res = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model ?? 'gpt-4o-mini',
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        max_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 4000),
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const content = ChatCompletion.parse(await res.json()).choices[0].message.content;
    return schema.parse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')));
  } catch (e) {
    if (e instanceof z.ZodError)
      throw new Error(`unexpected output (${e.issues[0]?.path.join('.')}: ${e.issues[0]?.message})`, { cause: e });
    throw e;
  }
}
