// A loopback fake of the two LLM HTTP APIs we speak: OpenAI chat completions
// (POST /v1/chat/completions, Bearer key) and Anthropic messages (POST /v1/messages, x-api-key).
// It records every request and answers with what the test scripts: a text reply in the
// provider's JSON envelope, an HTTP error, or silence (to exercise the timeout).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeProvider = 'openai' | 'anthropic';
export type RecordedLlmRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The system prompt and the user prompt, as plain text, whatever the provider's layout. */
  system: string;
  prompt: string;
};
export type FakeReply = { text: string } | { status: number; error: string } | { hang: true };

export type FakeLlmServer = { baseUrl: string; requests: RecordedLlmRequest[]; close: () => Promise<void> };

const paths: Record<FakeProvider, string> = { openai: '/v1/chat/completions', anthropic: '/v1/messages' };

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : '')).join('');
  return '';
}

function promptsOf(provider: FakeProvider, body: Record<string, unknown>): { system: string; prompt: string } {
  const messages = (Array.isArray(body.messages) ? body.messages : []) as { role: string; content: unknown }[];
  const user = messages
    .filter((m) => m.role === 'user')
    .map((m) => textOf(m.content))
    .join('\n');
  const system =
    provider === 'openai'
      ? messages
          .filter((m) => m.role === 'system' || m.role === 'developer')
          .map((m) => textOf(m.content))
          .join('\n')
      : textOf(body.system);
  return { system, prompt: user };
}

function envelope(provider: FakeProvider, model: string, text: string): Record<string, unknown> {
  if (provider === 'openai') {
    return {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    };
  }
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 50 },
  };
}

function errorBody(provider: FakeProvider, message: string): Record<string, unknown> {
  return provider === 'openai'
    ? { error: { message, type: 'invalid_request_error', param: null, code: null } }
    : { type: 'error', error: { type: 'invalid_request_error', message } };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeLlm(
  provider: FakeProvider,
  reply: (request: RecordedLlmRequest) => FakeReply,
): Promise<FakeLlmServer> {
  const requests: RecordedLlmRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return send(res, 400, errorBody(provider, 'body is not JSON'));
      }
      const recorded: RecordedLlmRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        ...promptsOf(provider, body),
      };
      requests.push(recorded);
      if (req.method !== 'POST' || req.url !== paths[provider])
        return send(res, 404, errorBody(provider, `no route ${req.method} ${req.url}`));
      const answer = reply(recorded);
      if ('hang' in answer) return; // never answers; the client's timeout must end the call
      if ('status' in answer) return send(res, answer.status, errorBody(provider, answer.error));
      send(res, 200, envelope(provider, String(body.model), answer.text));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
