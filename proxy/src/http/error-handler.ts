import type { ErrorRequestHandler } from 'express';
import type { Logger } from '#src/lib/logger.js';
import { CmsUnavailableError, HttpError } from '#src/lib/errors.js';

export const MALFORMED_ADDRESS_MESSAGE = 'The address is not valid: a "%" must be followed by two hex digits that spell UTF-8 text.';

/** The one error middleware: honest status codes and `{message}` bodies, never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      // An unreachable CMS is reported once per outage by the Strapi client, not once per request.
      if (error.status >= 500 && !(error instanceof CmsUnavailableError)) logger.warn({ status: error.status }, error.message);
      res.status(error.status).json({ message: error.message, ...error.extra });
      return;
    }
    // body-parser and friends mark client errors with a status (bad JSON: 400, too large: 413).
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 413) {
      res.status(413).json({ message: 'The request is too large.' });
      return;
    }
    if (status === 400 && error?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON.' });
      return;
    }
    // Express could not percent-decode a parameter of the path (`/practice/%zz`).
    if (status === 400 && error instanceof URIError) {
      res.status(400).json({ message: MALFORMED_ADDRESS_MESSAGE });
      return;
    }
    if (status < 500) {
      res.status(status).json({ message: error.expose && error.message ? error.message : 'Invalid request.' });
      return;
    }
    logger.error({ err: error }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
