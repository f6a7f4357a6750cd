import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeminiCall {
  path: string;
  apiKey: string | undefined;
  prompt: string;
}

/**
 * A stand-in for Google's Gemini API: a real HTTP server on loopback that speaks the streaming protocol the
 * @google/genai SDK uses (POST /v1beta/models/{model}:streamGenerateContent?alt=sse, server-sent events).
 * The proxy reaches it through the SDK's httpOptions.baseUrl, so the real client code runs end to end.
 */
export class FakeGemini {
  readonly calls: FakeGeminiCall[] = [];
  /** What the next generations answer, in pieces. */
  reply = ['Let us work it out. ', '20% of 150 is **30**, because 150 × 0.2 = 30.\n\n', 'The correct answer is: B'];
  /** Delay between pieces, so concurrent requests overlap a live generation. */
  pieceDelayMs = 40;
  /** When set, the next generation fails with this HTTP status. */
  failNextWith?: number;
  private server?: http.Server;
  url = '';

  async start() {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => void this.answer(req, res, body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const parsed = JSON.parse(body || '{}') as { contents?: Array<{ parts?: Array<{ text?: string }> }> };
    this.calls.push({
      path: req.url ?? '',
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      prompt: parsed.contents?.[0]?.parts?.map((part) => part.text ?? '').join('') ?? '',
    });
    if (this.failNextWith) {
      const status = this.failNextWith;
      this.failNextWith = undefined;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: status, message: 'The model is overloaded.', status: 'UNAVAILABLE' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of this.reply) {
      res.write(`data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: piece }] } }] })}\r\n\r\n`);
      await new Promise((resolve) => setTimeout(resolve, this.pieceDelayMs));
    }
    res.end();
  }
}
