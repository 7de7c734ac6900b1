import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion request as the stub received it. */
export interface LlmStubRequest {
  path: string;
  authorization: string | null;
  maxTokens: number | null;
  system: string;
  user: string;
}

/** The stub's reply: the model's message content (200), or a status, a raw body or a delay of its own. */
export type LlmStubReply = string | { status?: number; content?: string; body?: string; delayMs?: number };

/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint. `answer` says what the model
 * writes back for a request (the message content, JSON text for the generators); tests may swap it.
 */
export class LlmStub {
  readonly requests: LlmStubRequest[] = [];

  private constructor(
    private readonly server: Server,
    /** The base url to configure (LLM_BASE_URL), ending in /v1. */
    readonly url: string,
    public answer: (request: LlmStubRequest) => LlmStubReply,
  ) {}

  static async start(answer: (request: LlmStubRequest) => LlmStubReply): Promise<LlmStub> {
    const holder: { stub?: LlmStub } = {};
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = raw ? JSON.parse(raw) : {};
        const messages: { role: string; content: string }[] = body.messages ?? [];
        const request: LlmStubRequest = {
          path: req.url ?? '/',
          authorization: req.headers.authorization ?? null,
          maxTokens: body.max_tokens ?? null,
          system: messages.find((m) => m.role === 'system')?.content ?? '',
          user: messages.findLast((m) => m.role === 'user')?.content ?? '',
        };
        holder.stub!.requests.push(request);
        const reply = holder.stub!.answer(request);
        const {
          status = 200,
          content = '',
          body: rawReply,
          delayMs = 0,
        } = typeof reply === 'string' ? { content: reply } : reply;
        const send = () =>
          res
            .writeHead(status, { 'content-type': 'application/json' })
            .end(rawReply ?? JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
        if (delayMs > 0) setTimeout(send, delayMs).unref();
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.stub = new LlmStub(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, answer);
    return holder.stub;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
