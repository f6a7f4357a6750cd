import http from 'node:http';
import type { RequestHandler } from 'express';

/** Headers of Strapi's answer that are passed on to the browser. */
const FORWARDED = ['content-type', 'content-length', 'last-modified', 'etag'];

const FILE_NOT_FOUND = { message: 'File not found' };

/** Characters no stored file name has and every traversal trick needs: separators, escapes, control codes. */
const FORBIDDEN_IN_NAME = /[/\\%\u0000-\u001f\u007f]/;

/**
 * The path to ask Strapi for, or undefined when the request's path does not name a file under /uploads/.
 *
 * Each segment is percent-decoded once and must then be a plain name: not empty, not '.' or '..', without
 * slashes, backslashes, '%' (a second layer of encoding) or control characters. The result is re-encoded one
 * segment at a time, so Strapi (and Node's URL parser on the way, which folds '%2e%2e' and '\' into '..' and
 * '/') sees exactly the file that was checked and nothing outside /uploads/. Letter case of the '/uploads/'
 * prefix is forgiven (Express's routes are case-insensitive); the file name's case is kept.
 */
export function uploadPath(rawPath: string): string | undefined {
  if (!rawPath.toLowerCase().startsWith('/uploads/')) return undefined;
  const segments = rawPath.slice('/uploads/'.length).split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (name === '' || name === '.' || name === '..' || name.length > 255 || FORBIDDEN_IN_NAME.test(name)) return undefined;
    decoded.push(name);
  }
  return `/uploads/${decoded.map((name) => encodeURIComponent(name)).join('/')}`;
}

/**
 * Streams /uploads/* from Strapi (never buffering whole files). Only files under /uploads/ are asked for (see
 * uploadPath), and only Strapi's file answers (200, 304) are passed on: anything else is 404 JSON, so no other
 * Strapi route or error page can be reached through this door. Upload names carry a hash, so they can be
 * cached for a year. Pictures are sandboxed, so an uploaded SVG can never run script on this origin.
 */
export function streamUploads(strapiUrl: string): RequestHandler {
  return (req, res) => {
    // req.path: the raw path, without the query, also for absolute-form request targets.
    const path = uploadPath(req.path);
    if (!path) {
      res.status(404).json(FILE_NOT_FOUND);
      return;
    }
    const upstream = http.get(
      `${strapiUrl}${path}`,
      {
        headers: {
          ...(req.headers['if-none-match'] ? { 'if-none-match': req.headers['if-none-match'] } : {}),
          ...(req.headers['if-modified-since'] ? { 'if-modified-since': req.headers['if-modified-since'] } : {}),
        },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status !== 200 && status !== 304) {
          answer.resume();
          if (status >= 500)
            res.status(503).json({ message: 'The content service is unavailable right now. Please try again in a moment.' });
          else res.status(404).json(FILE_NOT_FOUND);
          return;
        }
        for (const name of FORWARDED) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        res.status(status);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent)
        res.status(503).json({ message: 'The content service is unavailable right now. Please try again in a moment.' });
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
  };
}
