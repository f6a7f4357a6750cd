import { MESSAGES } from '@exam-prep/contract/student/messages';

/**
 * The server's messages for student calls (in English), by key: a Hindi page shows its own words for each
 * (messages/hi.ts `server`), and any other message as the server wrote it. From the contract's messages module,
 * which carries no password estimator.
 */
export const SERVER_MESSAGES = MESSAGES;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

const KEY_OF_TEXT = new Map<string, ServerMessageKey>(
  Object.entries(SERVER_MESSAGES).map(([key, text]) => [text, key as ServerMessageKey]),
);

/** The key of a server message this app knows, or undefined for any other text. */
export const serverMessageKey = (message: string): ServerMessageKey | undefined => KEY_OF_TEXT.get(message);
