// Who may frame the site: the site itself, and Strapi's admin panel for a page its preview opens (?preview=1) and
// nothing else. No Strapi is booted: the headers are the proxy's, whatever the CMS answers (a dead address here).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { isPreviewPageRequest } from '#src/http/preview-framing.js';
import { startOtherProxy } from '#test/helpers/other-proxy.js';
import { makeWebDist } from '#test/helpers/served-html.js';

const PANEL = 'https://cms.examprep.example';
const DEAD_CMS = 'http://127.0.0.1:9';
/** Production refuses weak secrets. */
const STRONG_SECRETS = { PROXY_API_TOKEN: 'Qm4Xz8Lp2Vb7Nc5Rt1Yw9Hs3Kd6', WEBHOOK_SECRET: 'Zx8Cv2Bn5Mq7Wr4Ty1Ui9Op3Fg0' };
const SECRETS = { PROXY_API_TOKEN: 'unit-test-token', WEBHOOK_SECRET: 'unit-test-secret', LOG_LEVEL: 'silent', CMS_TIMEOUT_MS: '500' };

let distDir: string;
let proxy: Awaited<ReturnType<typeof startOtherProxy>>;
beforeAll(async () => {
  distDir = makeWebDist();
  proxy = await startOtherProxy(DEAD_CMS, { ...SECRETS, WEB_DIST_DIR: distDir, PUBLIC_CMS_URL: `${PANEL}/admin` });
});
afterAll(async () => {
  await proxy?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

/** The frame-ancestors directive of an answer's CSP, and its X-Frame-Options. */
async function framing(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = csp.split(';').map((directive) => directive.trim());
  return {
    status: response.status,
    csp,
    frameAncestors: directives.find((directive) => directive.startsWith('frame-ancestors')),
    xFrameOptions: response.headers.get('x-frame-options'),
  };
}

describe("the preview's pages may be framed by the admin panel", () => {
  it('an exam pattern, a cheatsheet, a mock test and a practice page asked for with ?preview=1: the panel joins frame-ancestors, no X-Frame-Options', async () => {
    for (const page of [
      '/exam-patterns/ssc-cgl?preview=1',
      '/cheatsheets/python?preview=1',
      '/practice/general-aptitude/percentages?page=2&preview=1',
    ]) {
      const answer = await framing(`${proxy.url}${page}`);
      expect(answer.status, page).toBe(200);
      expect(answer.frameAncestors, page).toBe(`frame-ancestors 'self' ${PANEL}`);
      expect(answer.xFrameOptions, page).toBeNull();
    }
  });

  it('the rest of the policy is the same as without the marker', async () => {
    const marked = await framing(`${proxy.url}/cheatsheets/python?preview=1`);
    const plain = await framing(`${proxy.url}/cheatsheets/python`);
    const withoutFrames = (csp: string) => csp.replace(/frame-ancestors[^;]*/, '');
    expect(withoutFrames(marked.csp)).toBe(withoutFrames(plain.csp));
    expect(plain.csp).toContain("script-src 'self'");
  });
});

describe('everything else keeps the site-only policy', () => {
  const siteOnly = async (url: string, init?: RequestInit) => {
    const answer = await framing(url, init);
    expect(answer.frameAncestors, url).toBe("frame-ancestors 'self'");
    expect(answer.xFrameOptions, url).toBe('SAMEORIGIN');
    return answer;
  };

  it('the same pages without the marker, or with another value', async () => {
    await siteOnly(`${proxy.url}/exam-patterns/ssc-cgl`);
    await siteOnly(`${proxy.url}/exam-patterns/ssc-cgl?preview=0`);
    await siteOnly(`${proxy.url}/exam-patterns/ssc-cgl?preview=true`);
    await siteOnly(`${proxy.url}/practice/general-aptitude/percentages?page=2`);
  });

  it('pages the preview never opens: the sign-in and admin screens, the landing page, the lists', async () => {
    for (const page of ['/login', '/dashboard', '/manage-questions', '/', '/exam-patterns', '/cheatsheets', '/practice']) {
      await siteOnly(`${proxy.url}${page}?preview=1`);
    }
  });

  it('API answers, uploads and health are unchanged by the marker', async () => {
    const api = await siteOnly(`${proxy.url}/api/exam-patterns/all?preview=1`);
    expect(api.status).toBe(503); // the CMS is down here: the error answer carries the same headers
    await siteOnly(`${proxy.url}/api/no-such-endpoint?preview=1`);
    await siteOnly(`${proxy.url}/uploads/nothing.png?preview=1`);
    await siteOnly(`${proxy.url}/healthz?preview=1`);
  });

  it('a write to a page address is not a page (Express answers 404 with its own, stricter CSP)', async () => {
    const answer = await framing(`${proxy.url}/exam-patterns/ssc-cgl?preview=1`, { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(answer.csp).not.toContain(PANEL);
    expect(answer.xFrameOptions).toBe('SAMEORIGIN');
  });
});

describe('configuration', () => {
  const base = { ...SECRETS, STRAPI_URL: DEAD_CMS };

  it("PUBLIC_CMS_URL names the panel (its origin); development defaults to Strapi's own port; production without it frames nothing", () => {
    expect(loadConfig({ ...base, PUBLIC_CMS_URL: 'https://cms.example.org/admin/' }).cmsPanelOrigin).toBe('https://cms.example.org');
    expect(loadConfig({ ...base }).cmsPanelOrigin).toBe('http://localhost:1337');
    expect(loadConfig({ ...base, PUBLIC_CMS_URL: '' }).cmsPanelOrigin).toBe('http://localhost:1337');
    expect(loadConfig({ ...base, ...STRONG_SECRETS, NODE_ENV: 'production' }).cmsPanelOrigin).toBeUndefined();
    expect(() => loadConfig({ ...base, PUBLIC_CMS_URL: 'cms.example.org' })).toThrow(/PUBLIC_CMS_URL/);
  });

  it('in production without PUBLIC_CMS_URL the marker changes nothing', async () => {
    const production = await startOtherProxy(DEAD_CMS, { ...SECRETS, ...STRONG_SECRETS, NODE_ENV: 'production', WEB_DIST_DIR: distDir });
    try {
      const answer = await framing(`${production.url}/exam-patterns/ssc-cgl?preview=1`);
      expect(answer.frameAncestors).toBe("frame-ancestors 'self'");
      expect(answer.xFrameOptions).toBe('SAMEORIGIN');
    } finally {
      await production.stop();
    }
  });

  it('which requests are preview pages', () => {
    expect(isPreviewPageRequest('GET', '/exam-patterns/nda', { preview: '1' })).toBe(true);
    expect(isPreviewPageRequest('HEAD', '/practice/t/s', { preview: '1', page: '3' })).toBe(true);
    expect(isPreviewPageRequest('GET', '/exam-patterns/nda', {})).toBe(false);
    expect(isPreviewPageRequest('GET', '/exam-patterns/nda', { preview: ['1', '1'] })).toBe(false);
    expect(isPreviewPageRequest('POST', '/exam-patterns/nda', { preview: '1' })).toBe(false);
    expect(isPreviewPageRequest('GET', '/exam-patterns/', { preview: '1' })).toBe(false);
    expect(isPreviewPageRequest('GET', '/api/exam-patterns/nda', { preview: '1' })).toBe(false);
  });
});
