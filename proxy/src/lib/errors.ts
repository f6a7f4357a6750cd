/** An error with an honest HTTP status and a message safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields for the JSON body (e.g. `error` on exam-pattern and cheatsheet writes). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The one way to make a 400: the message names what to fix. */
export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** The CMS could not be reached (down, restarting, timing out). */
export class CmsUnavailableError extends HttpError {
  constructor(message = 'The content service is unavailable right now. Please try again in a moment.') {
    super(503, message);
  }
}
