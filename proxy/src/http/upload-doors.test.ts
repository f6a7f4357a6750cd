import http from 'node:http';
import net from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadPath } from '#src/http/uploads.js';
import { MAX_IMAGE_PIXELS, TOO_MANY_PIXELS_MESSAGE } from '#src/http/image-upload.js';
import type { Stack } from '#test/helpers/stack.js';
import type { createFixtures } from '#test/helpers/fixtures.js';
import { makeImage, questionForm, storedFileNames, textOptions, useAdminStack, type AdminClient } from '#test/helpers/admin.js';

/**
 * Two doors into Strapi stay shut: /uploads/ streams files under /uploads/ and nothing else of Strapi; uploaded
 * pictures are decoded and stored re-encoded, so nothing but pixels rides behind an image signature.
 */

let stack: Stack;
let fx: Awaited<ReturnType<typeof createFixtures>>;
let api: AdminClient;

useAdminStack((started) => ({ stack, fx, api } = started));

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the path sent byte for byte (fetch would fold '%2e%2e' and '\' into '..' and '/' before sending). */
function getRaw(path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(stack.proxyUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A request written on a socket as given (an absolute-form target), answered on a closed connection. */
function sendOnSocket(head: string): Promise<string> {
  const { hostname, port } = new URL(stack.proxyUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** A question whose picture is `bytes`, posted through the admin API. */
function postQuestionWithPicture(bytes: Buffer, name: string, type = 'image/png') {
  return api.post(
    '/api/questions/add',
    questionForm({
      question: `<p>Picture ${name}</p>`,
      question_type: 'image',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'yes',
      options: textOptions('yes', 'no'),
      files: { question_image: { bytes, name, type } },
    }),
  );
}

describe('/uploads/ reaches files under /uploads/ and nothing else', () => {
  it('still streams a stored picture, with its type and the sandboxing headers', async () => {
    const created = await postQuestionWithPicture(await makeImage('png'), 'door.png');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const name: string = created.body.question.question_image_url;
    const served = await getRaw(`/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.body).metadata()).format).toBe('png');
    // A percent-encoded name is the same file.
    expect((await getRaw(`/uploads/${encodeURIComponent(name).replace(/_/g, '%5F')}`)).status).toBe(200);
  });

  // Strapi routes that exist in the tests' Strapi (which runs without its admin panel): _health answers 204,
  // admin/init 200 JSON, the REST API 401/403 without the proxy's token.
  const traversals = [
    '/uploads/%2e%2e/_health',
    '/uploads/%2e%2e/admin/init',
    '/uploads/%2e%2e/api/topics',
    '/uploads/%2E%2E/_health',
    '/uploads/%2E%2e/admin/init',
    '/uploads/.%2e/_health',
    '/uploads/%2e./admin/init',
    '/uploads/../_health',
    '/uploads/../admin/init',
    '/uploads/./../_health',
    '/uploads/x/../../_health',
    '/uploads/%2e/%2e%2e/_health',
    '/uploads/..%2f_health',
    '/uploads/..%2fadmin%2finit',
    '/uploads/%2e%2e%2f_health',
    '/uploads/%2e%2e%2fadmin%2finit',
    '/uploads/%2E%2E%2Fapi%2Ftopics',
    '/uploads/%252e%252e/_health',
    '/uploads/%252e%252e%252fadmin%252finit',
    '/uploads/..%5c_health',
    '/uploads/..%5cadmin%5cinit',
    '/uploads/%2e%2e%5cadmin%5cinit',
    '/uploads/..\\_health',
    '/uploads/..\\admin\\init',
    '/uploads/%c0%ae%c0%ae/_health',
    '/uploads/%00',
    '/uploads/a%00.png',
    '/uploads/a%zz',
    '/uploads/',
    '/uploads//_health',
    '/UPLOADS/%2e%2e/admin/init',
    '/Uploads/..%2f_health',
  ];

  it.each(traversals)('GET %s is 404 JSON {message}, never another Strapi route', async (path) => {
    const answer = await getRaw(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ message: 'File not found' });
  });

  it('an absolute-form request target cannot climb out either', async () => {
    const { host } = new URL(stack.proxyUrl);
    const answer = await sendOnSocket(
      `GET http://${host}/uploads/%2e%2e/admin/init HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('{"message":"File not found"}');
  });

  it('uploadPath keeps plain names (re-encoded one segment at a time) and refuses everything else', () => {
    expect(uploadPath('/uploads/series_1a2b.png')).toBe('/uploads/series_1a2b.png');
    expect(uploadPath('/uploads/My%20Picture.png')).toBe('/uploads/My%20Picture.png');
    expect(uploadPath('/uploads/%C3%A9t%C3%A9.png')).toBe('/uploads/%C3%A9t%C3%A9.png');
    expect(uploadPath('/uploads/thumbs/a.png')).toBe('/uploads/thumbs/a.png');
    expect(uploadPath('/uploads/...png')).toBe('/uploads/...png');
    for (const path of [
      '/uploads',
      '/upload/a.png',
      '/uploads/%2e%2e',
      '/uploads/a/%2E',
      '/uploads/%25',
      '/uploads/a%2fb',
      '/uploads/a\\b',
      '/uploads/%0a',
    ]) {
      expect(uploadPath(path), path).toBeUndefined();
    }
  });
});

describe('uploaded pictures are decoded, and stored only as re-encoded pixels', () => {
  const expectRefused = async (bytes: Buffer, name: string, type: string) => {
    const before = await storedFileNames(stack.strapi);
    const answer = await postQuestionWithPicture(bytes, name, type);
    expect(answer.status, JSON.stringify(answer.body)).toBe(415);
    expect(answer.body).toEqual({ message: 'Please select a valid image file' });
    expect(await storedFileNames(stack.strapi)).toEqual(before);
  };

  it('refuses a PNG signature followed by HTML (415), storing nothing', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    await expectRefused(polyglot, 'chart.png', 'image/png');
  });

  it('refuses a truncated PNG and a truncated JPEG (415)', async () => {
    const png = await makeImage('png', 64, 64);
    await expectRefused(png.subarray(0, Math.floor(png.length / 2)), 'half.png', 'image/png');
    const jpeg = await makeImage('jpeg', 64, 64);
    await expectRefused(jpeg.subarray(0, jpeg.length - 40), 'cut.jpg', 'image/jpeg');
  });

  it('refuses a GIF header followed by script (415)', async () => {
    await expectRefused(Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;'), 'anim.gif', 'image/gif');
  });

  it('refuses a WebP RIFF header around HTML (415)', async () => {
    const html = Buffer.from('VP8 <html><script>alert(1)</script></html>');
    const size = Buffer.alloc(4);
    size.writeUInt32LE(html.length + 4);
    await expectRefused(Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), html]), 'figure.webp', 'image/webp');
  });

  it('stores a real PNG with HTML appended after its end as the picture alone', async () => {
    const html = '<html><script>alert(1)</script></html>';
    const answer = await postQuestionWithPicture(Buffer.concat([await makeImage('png', 40, 30), Buffer.from(html)]), 'tail.png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const served = await getRaw(`/uploads/${answer.body.question.question_image_url}`);
    expect(served.status).toBe(200);
    expect(served.body.includes(Buffer.from('<script>'))).toBe(false);
    const metadata = await sharp(served.body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 40, 30]);
  });

  it('drops metadata (EXIF, comments) from what it stores', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', ImageDescription: '<script>alert(1)</script>' } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-exif-marker'))).toBe(true);
    const answer = await postQuestionWithPicture(jpeg, 'photo.jpg', 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const served = await getRaw(`/uploads/${answer.body.question.question_image_url}`);
    expect(served.body.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    expect((await sharp(served.body).metadata()).format).toBe('jpeg');
  });

  it('still accepts a small PNG, JPEG, WebP and GIF (an animated one keeps its frames), each stored in its own format', async () => {
    const frames = await Promise.all(
      ['#00f', '#f00', '#0f0'].map((background) =>
        sharp({ create: { width: 20, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const pictures: Array<[Buffer, string, string, string]> = [
      [await makeImage('png'), 'small.png', 'image/png', 'png'],
      [await makeImage('jpeg'), 'small.jpg', 'image/jpeg', 'jpeg'],
      [await makeImage('webp'), 'small.webp', 'image/webp', 'webp'],
      [await makeImage('gif'), 'small.gif', 'image/gif', 'gif'],
      [animated, 'moving.gif', 'image/gif', 'gif'],
    ];
    for (const [bytes, name, type, format] of pictures) {
      const answer = await postQuestionWithPicture(bytes, name, type);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(201);
      const served = await getRaw(`/uploads/${answer.body.question.question_image_url}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      const metadata = await sharp(served.body, { animated: true }).metadata();
      const original = await sharp(bytes, { animated: true }).metadata();
      expect([metadata.format, metadata.width, metadata.pageHeight ?? metadata.height, metadata.pages ?? 1, metadata.delay]).toEqual([
        format,
        original.width,
        original.pageHeight ?? original.height,
        original.pages ?? 1,
        original.delay,
      ]);
    }
  });

  it('refuses a picture with more pixels than it may unpack to (a decompression bomb) with 413, storing nothing', async () => {
    const width = 8000;
    const height = Math.ceil(MAX_IMAGE_PIXELS / width) + 1;
    const bomb = await sharp({ create: { width, height, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024); // small on the wire
    const before = await storedFileNames(stack.strapi);
    const answer = await postQuestionWithPicture(bomb, 'bomb.png');
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: TOO_MANY_PIXELS_MESSAGE });
    expect(await storedFileNames(stack.strapi)).toEqual(before);
  });
});
