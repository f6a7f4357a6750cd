import { HttpError } from '../http/errors.js';
import type { StrapiClient } from '../strapi/client.js';
import { getQuestion } from '../services/questions.js';
import type { TextGenerator } from './gemini.js';
import { lightMarkdownToHtml } from './light-markdown.js';
import { buildExplanationPrompt } from './prompt.js';

/** The spec's failure text (public-site.md §8). */
export const AI_FAILURE_MESSAGE = 'Failed to generate AI explanation. Please Try Again.';

export type ExplanationEvent =
  | { type: 'chunk'; text: string }
  | { type: 'done'; html: string; stored: boolean }
  | { type: 'error'; message: string };

interface StoredExplanation {
  html: string;
  model: string | null;
  createdAt: string;
}

/**
 * One question's explanation on its way: looks for a stored one, otherwise generates it once, streaming the
 * text to every subscriber (late joiners get what came so far first), then stores the result in Strapi.
 */
class Explanation {
  private readonly chunks: string[] = [];
  private final?: ExplanationEvent;
  private wake = new Set<() => void>();
  /** Settles when the question is known to exist (or the stored answer is found); rejects with 404 etc. */
  readonly ready: Promise<void>;

  constructor(
    private readonly questionId: string,
    private readonly deps: { cms: StrapiClient; generate: TextGenerator; model: string; onError: (error: unknown) => void },
  ) {
    this.ready = this.run();
    // The generation goes on in the background; `ready` reports only the first phase to callers.
    this.ready.catch(() => undefined);
  }

  async *subscribe(): AsyncGenerator<ExplanationEvent> {
    let next = 0;
    for (;;) {
      while (next < this.chunks.length) yield { type: 'chunk', text: this.chunks[next++] };
      if (this.final) {
        yield this.final;
        return;
      }
      await new Promise<void>((resolve) => this.wake.add(resolve));
    }
  }

  get settled(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => (this.final ? resolve() : this.wake.add(check));
      check();
    });
  }

  private notify() {
    const waiting = this.wake;
    this.wake = new Set();
    waiting.forEach((resolve) => resolve());
  }

  private finish(event: ExplanationEvent) {
    this.final = event;
    this.notify();
  }

  private async run(): Promise<void> {
    const { cms, generate, model, onError } = this.deps;
    const path = `/questions/${encodeURIComponent(this.questionId)}/ai-explanation`;
    const stored = await cms.get<StoredExplanation>(path).catch((error: unknown) => {
      if ((error as HttpError).status === 404) return undefined;
      throw error;
    });
    if (stored) {
      this.finish({ type: 'done', html: stored.html, stored: true });
      return;
    }
    // Throws 404 for an unknown question: the caller answers it as an HTTP status before any streaming.
    const record = await getQuestion(cms, this.questionId);
    void this.generate(buildExplanationPrompt(record), { generate, model, cms, path, onError });
  }

  private async generate(prompt: string, deps: { generate: TextGenerator; model: string; cms: StrapiClient; path: string; onError: (error: unknown) => void }) {
    let text = '';
    try {
      for await (const piece of deps.generate(prompt)) {
        text += piece;
        this.chunks.push(piece);
        this.notify();
      }
      if (!text.trim()) throw new Error('The model returned no text');
    } catch (error) {
      deps.onError(error);
      this.finish({ type: 'error', message: AI_FAILURE_MESSAGE });
      return;
    }
    const html = lightMarkdownToHtml(text);
    try {
      await deps.cms.put(deps.path, { html, model: deps.model });
    } catch (error) {
      // The student still gets the explanation; it is simply generated again next time.
      deps.onError(error);
    }
    this.finish({ type: 'done', html, stored: false });
  }
}

/**
 * Owl AI explanations, generated on the server so the key never reaches a browser. Each question is
 * explained once and stored in Strapi (shared by every proxy instance, kept across restarts); concurrent first
 * requests in one proxy share a single generation.
 */
export class AiExplainer {
  private readonly inFlight = new Map<string, Explanation>();

  constructor(
    private readonly cms: StrapiClient,
    private readonly generate: TextGenerator | undefined,
    private readonly model: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  get enabled(): boolean {
    return this.generate !== undefined;
  }

  /** Resolves once the question is known (else rejects: 404, 503) with the stream of events to send. */
  async explain(questionId: string): Promise<AsyncGenerator<ExplanationEvent>> {
    if (!this.generate) throw new HttpError(503, 'AI explanations are not configured');
    let explanation = this.inFlight.get(questionId);
    if (!explanation) {
      explanation = new Explanation(questionId, { cms: this.cms, generate: this.generate, model: this.model, onError: this.onError });
      const started = explanation;
      this.inFlight.set(questionId, started);
      // Forget it once finished (or failed early), so later requests read the stored copy or retry.
      started.ready.then(
        () => started.settled.then(() => this.inFlight.delete(questionId)),
        () => this.inFlight.delete(questionId),
      );
    }
    await explanation.ready;
    return explanation.subscribe();
  }
}
