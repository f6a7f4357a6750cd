import http from 'node:http';
import type { RequestHandler } from 'express';

/** Headers of Strapi's answer that are passed on to the browser. */
const FORWARDED = ['content-type', 'content-length', 'last-modified', 'etag'];

/**
 * Streams /uploads/* from Strapi (never buffering whole files). Upload names carry a hash, so they can be
 * cached for a year. Pictures are sandboxed, so an uploaded SVG can never run script on this origin.
 */
export function streamUploads(strapiUrl: string): RequestHandler {
  return (req, res, next) => {
    const upstream = http.get(
      `${strapiUrl}${req.originalUrl.split('?')[0]}`,
      {
        headers: {
          ...(req.headers['if-none-match'] ? { 'if-none-match': req.headers['if-none-match'] } : {}),
          ...(req.headers['if-modified-since'] ? { 'if-modified-since': req.headers['if-modified-since'] } : {}),
        },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status === 404) {
          answer.resume();
          res.status(404).json({ message: 'File not found' });
          return;
        }
        for (const name of FORWARDED) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        if (status === 200 || status === 304) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        }
        res.status(status);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.status(503).json({ message: 'The content service is unavailable right now. Please try again in a moment.' });
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    void next;
  };
}
