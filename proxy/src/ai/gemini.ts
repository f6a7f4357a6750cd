import { GoogleGenAI } from '@google/genai';

/** Streams the model's text for a prompt, chunk by chunk. */
export type TextGenerator = (prompt: string) => AsyncIterable<string>;

export interface GeminiOptions {
  apiKey: string;
  model: string;
  /** Tests point the SDK at a fake Gemini server on loopback. */
  baseUrl?: string;
  timeoutMs: number;
}

/** Google's Gemini through the maintained @google/genai SDK. The key lives only here, on the server. */
export function createGeminiGenerator(options: GeminiOptions): TextGenerator {
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: { ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), timeout: options.timeoutMs },
  });
  return async function* generate(prompt: string) {
    const stream = await client.models.generateContentStream({
      model: options.model,
      contents: prompt,
      // Under 200 words needs ~300 tokens; the margin covers the closing line.
      config: { temperature: 0.3, maxOutputTokens: 700 },
    });
    for await (const chunk of stream) {
      const text = chunk.text;
      if (text) yield text;
    }
  };
}
