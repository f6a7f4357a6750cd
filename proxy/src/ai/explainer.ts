import { HttpError } from '#src/lib/errors.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { getQuestion } from '#src/questions/questions.js';
import type { TextGenerator } from './gemini.js';
import { lightMarkdownToHtml } from './light-markdown.js';
import { buildExplanationPrompt } from './prompt.js';

/** The spec's failure text (public-site.md §8). */
export const AI_FAILURE_MESSAGE = 'Failed to generate AI explanation. Please Try Again.';

export type ExplanationEvent =
  { type: 'chunk'; text: string } | { type: 'done'; html: string; stored: boolean } | { type: 'error'; message: string };

interface StoredExplanation {
  html: string;
  model: string | null;
  createdAt: string;
}

/** This proxy generates the explanation: it relays each event to the other proxies, then releases its claim. */
export interface GenerateClaim {
  role: 'generate';
  /** True when other proxies may have generated and stored it meanwhile (look in Strapi once more first). */
  contended: boolean;
  relay: (event: ExplanationEvent) => void;
  release: () => Promise<void>;
}

/** Another proxy is generating it: its events, in order, ending with `done` or `error`. */
export interface FollowClaim {
  role: 'follow';
  /** Throws GenerationLostError when the other proxy stops relaying (it died, or Redis went away). */
  events: AsyncIterable<ExplanationEvent>;
}

/**
 * Decides which proxy generates a question's explanation, so N proxies make one model call per question
 * (shared/explanation-lock.ts, through Redis). Within one proxy, concurrent requests already share one
 * Explanation.
 */
export interface GenerationCoordinator {
  claim: (questionId: string) => Promise<GenerateClaim | FollowClaim>;
}

export class GenerationLostError extends Error {
  constructor(cause?: unknown) {
    super('The proxy generating this explanation stopped relaying it', { cause });
  }
}

/** One proxy on its own: it always generates (the embedded default). */
export const generateHere: GenerationCoordinator = {
  claim: async () => ({ role: 'generate', contended: false, relay: () => undefined, release: async () => undefined }),
};

/** How often a request whose relay broke before any text arrived claims again (take over, or follow anew). */
const CLAIM_ATTEMPTS = 3;

interface ExplanationDeps {
  cms: StrapiClient;
  generate: TextGenerator;
  model: string;
  coordinator: GenerationCoordinator;
  onError: (error: unknown) => void;
}

/**
 * One question's explanation on its way: looks for a stored one, otherwise generates it once (or follows the
 * proxy that does), streaming the text to every subscriber (late joiners get what came so far first), then
 * stores the result in Strapi.
 */
class Explanation {
  private readonly chunks: string[] = [];
  private final?: ExplanationEvent;
  private wake = new Set<() => void>();
  /** Settles when the question is known to exist (or the stored answer is found); rejects with 404 etc. */
  readonly ready: Promise<void>;
  private readonly path: string;

  constructor(
    private readonly questionId: string,
    private readonly deps: ExplanationDeps,
  ) {
    this.path = `/questions/${encodeURIComponent(this.questionId)}/ai-explanation`;
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

  private addChunk(text: string) {
    this.chunks.push(text);
    this.notify();
  }

  private finish(event: ExplanationEvent) {
    this.final = event;
    this.notify();
  }

  private async findStored(): Promise<StoredExplanation | undefined> {
    return this.deps.cms.get<StoredExplanation>(this.path).catch((error: unknown) => {
      if ((error as HttpError).status === 404) return undefined;
      throw error;
    });
  }

  private async run(): Promise<void> {
    const stored = await this.findStored();
    if (stored) {
      this.finish({ type: 'done', html: stored.html, stored: true });
      return;
    }
    // Throws 404 for an unknown question: the caller answers it as an HTTP status before any streaming.
    const record = await getQuestion(this.deps.cms, this.questionId);
    void this.produce(buildExplanationPrompt(record));
  }

  /** Generates here, or streams what another proxy generates. */
  private async produce(prompt: string) {
    for (let attempt = 1; ; attempt++) {
      const claim = await this.deps.coordinator.claim(this.questionId).catch(() => generateHere.claim(this.questionId));
      if (claim.role === 'generate') {
        await this.generate(prompt, claim);
        return;
      }
      try {
        for await (const event of claim.events) {
          if (event.type === 'chunk') this.addChunk(event.text);
          else {
            this.finish(event);
            return;
          }
        }
        throw new GenerationLostError();
      } catch (error) {
        // Text already shown cannot be taken back: a new generation would not continue it.
        if (this.chunks.length > 0 || attempt >= CLAIM_ATTEMPTS) {
          this.deps.onError(error);
          this.finish({ type: 'error', message: AI_FAILURE_MESSAGE });
          return;
        }
      }
    }
  }

  private async generate(prompt: string, claim: GenerateClaim) {
    const { generate, model, cms, onError } = this.deps;
    const end = async (event: ExplanationEvent) => {
      claim.relay(event);
      await claim.release();
      this.finish(event);
    };
    if (claim.contended) {
      // Another proxy may have stored it between our first look and this claim.
      const stored = await this.findStored().catch(() => undefined);
      if (stored) return end({ type: 'done', html: stored.html, stored: true });
    }
    let text = '';
    try {
      for await (const piece of generate(prompt)) {
        text += piece;
        claim.relay({ type: 'chunk', text: piece });
        this.addChunk(piece);
      }
      if (!text.trim()) throw new Error('The model returned no text');
    } catch (error) {
      onError(error);
      return end({ type: 'error', message: AI_FAILURE_MESSAGE });
    }
    const html = lightMarkdownToHtml(text);
    try {
      await cms.put(this.path, { html, model });
    } catch (error) {
      // The student still gets the explanation; it is simply generated again next time.
      onError(error);
    }
    return end({ type: 'done', html, stored: false });
  }
}

/**
 * Owl AI explanations, generated on the server so the key never reaches a browser. Each question is
 * explained once and stored in Strapi (shared by every proxy instance, kept across restarts); concurrent first
 * requests in one proxy share a single generation, and with a shared coordinator (Redis) so do those of
 * every proxy.
 */
export class AiExplainer {
  private readonly inFlight = new Map<string, Explanation>();

  constructor(
    private readonly cms: StrapiClient,
    private readonly generate: TextGenerator | undefined,
    private readonly model: string,
    private readonly onError: (error: unknown) => void,
    private readonly coordinator: GenerationCoordinator = generateHere,
  ) {}

  get enabled(): boolean {
    return this.generate !== undefined;
  }

  /** Resolves once the question is known (else rejects: 404, 503) with the stream of events to send. */
  async explain(questionId: string): Promise<AsyncGenerator<ExplanationEvent>> {
    if (!this.generate) throw new HttpError(503, 'AI explanations are not configured');
    let explanation = this.inFlight.get(questionId);
    if (!explanation) {
      explanation = new Explanation(questionId, {
        cms: this.cms,
        generate: this.generate,
        model: this.model,
        coordinator: this.coordinator,
        onError: this.onError,
      });
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
