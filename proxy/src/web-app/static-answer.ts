import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** The weak ETag of a body the proxy makes itself (a page, the sitemap, robots.txt). */
export const etagOf = (body: Buffer | string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match, compared weakly (RFC 9110); lists and '*' accepted. */
function notModified(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** A fixed body with its ETag: 304 when the reader has it already, nothing for HEAD. */
export function send(req: Request, res: Response, status: number, contentType: string, body: Buffer, etag: string, cacheControl: string) {
  res.setHeader('content-type', contentType);
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  if (status === 200 && notModified(req, etag)) {
    res.status(304).end();
    return;
  }
  res.status(status).end(req.method === 'HEAD' ? undefined : body);
}
