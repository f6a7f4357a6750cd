// Student accounts in `npm run bench`: GET /api/student/profile with a signed-in student's cookie (the spec's
// client calls it on every page view and route change), against the bare server's bytes at the same concurrency; and a
// cached public list read with and without a student's cookie, so a cookie never costs a public page its cache.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { fmt, mark } from './bench-report.mjs';

/** The profile call's goal at 50 connections on this 2-core machine kind. */
export const PROFILE_GOAL_RPS = 5000;

/** A real SMTP server on loopback that keeps the mails it is given (the proxy sends the verification mail there). */
export async function startMailCatcher(port) {
  const mails = [];
  const waiting = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wait of waiting.splice(0)) wait();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => server.listen(port, '127.0.0.1', resolve).once('error', reject));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The first mail to this address (waits up to 10 s). */
    async mailTo(address) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = mails.find((candidate) => candidate.to?.text?.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail reached ${address}`);
        await new Promise((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Registers a student through the proxy, verifies the address from the mail, signs in: the session's Cookie header. */
export async function signUpBenchStudent(proxyBase, mailCatcher) {
  const name = `bench-${Date.now().toString(36)}`;
  const email = `${name}@bench.example`;
  const password = 'tidy lantern orbit 42 meadow';
  const post = (path, body) =>
    fetch(`${proxyBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxyBase },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/student/register', { username: name, email, password, consent: true });
  if (!registered.ok) throw new Error(`registering the bench student answered ${registered.status}: ${await registered.text()}`);
  const mail = await mailCatcher.mailTo(email);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error('the verification mail holds no link with a token');
  const verified = await fetch(`${proxyBase}/api/student/verify-email?token=${token}`);
  if (verified.status !== 200) throw new Error(`verifying the bench student answered ${verified.status}`);
  const login = await post('/api/student/login', { username: name, password });
  if (login.status !== 200) throw new Error(`the bench student's sign-in answered ${login.status}`);
  return cookieOf(login);
}

/**
 * Signs a bench student up and records its profile answer for the bare server (same headers, same bytes): called
 * before the bare server starts. Returns the student's Cookie header.
 */
export async function prepareStudent({ proxyBase, mailCatcher, recordings }) {
  const cookie = await signUpBenchStudent(proxyBase, mailCatcher);
  const profile = await fetch(`${proxyBase}/api/student/profile`, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (profile.status !== 200) throw new Error(`the bench student's profile answered ${profile.status}`);
  const body = Buffer.from(await profile.arrayBuffer());
  const skipped = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie'];
  const headers = Object.fromEntries([...profile.headers].filter(([name]) => !skipped.includes(name)));
  recordings['/api/student/profile'] = { headers, body: body.toString('base64') };
  return cookie;
}

/**
 * The profile call against the bare server's bytes, and a cached list with a student's cookie against the same
 * list without it, side by side in one run.
 */
export async function measureStudents({ proxyBase, bareBase, cookie, load }) {
  const checked = (label, result) => {
    if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result;
  };
  await load(`${proxyBase}/api/student/profile`, { headers: { cookie } }); // warm-up, discarded
  const proxyProfile = checked('profile via the proxy', await load(`${proxyBase}/api/student/profile`, { headers: { cookie } }));
  const bareProfile = checked('profile via the bare server', await load(`${bareBase}/api/student/profile`));
  const listWithout = checked('topics/all', await load(`${proxyBase}/api/topics/all`));
  const listWith = checked('topics/all with a student cookie', await load(`${proxyBase}/api/topics/all`, { headers: { cookie } }));
  return {
    profileRps: proxyProfile.requests.average,
    profileP99: proxyProfile.latency.p99,
    bareRps: bareProfile.requests.average,
    listRps: listWithout.requests.average,
    listWithCookieRps: listWith.requests.average,
  };
}

/** The students' table; true when every goal is met. */
export function printStudentsTable(run, { connections }) {
  const profileMet = run.profileRps >= PROFILE_GOAL_RPS;
  const listRatio = run.listWithCookieRps / run.listRps;
  const listMet = listRatio >= 0.9;
  console.log(`\nStudent accounts, ${connections} connections`);
  console.log(
    [
      '| measure | req/s | against | goal |',
      '|---|---|---|---|',
      `| GET /api/student/profile (signed in) | ${fmt(run.profileRps)} (p99 ${run.profileP99} ms) | bare Node, same bytes: ${fmt(run.bareRps)} | ≥ ${fmt(PROFILE_GOAL_RPS)} req/s ${mark(profileMet)} |`,
      `| GET /api/topics/all with a student's cookie | ${fmt(run.listWithCookieRps)} | without: ${fmt(run.listRps)} (${fmt(listRatio * 100)}%) | unchanged (≥ 90%) ${mark(listMet)} |`,
    ].join('\n'),
  );
  return profileMet && listMet;
}

/**
 * The students part of `npm run bench` in three steps, where the run allows them: start(), before the stack starts
 * (the proxy's SMTP_URL); prepare(), before the bare server starts (it serves the recorded profile); measure().
 */
export async function startStudentsBench(port, env) {
  const mailCatcher = await startMailCatcher(port);
  env.SMTP_URL = mailCatcher.url;
  let cookie;
  return {
    async prepare(proxyBase, recordings) {
      cookie = await prepareStudent({ proxyBase, mailCatcher, recordings });
    },
    /** Measures and prints; true when every goal is met. */
    async measure({ ports, load, connections }) {
      console.log('\nMeasuring student accounts ...');
      const [proxyBase, bareBase] = [`http://127.0.0.1:${ports.proxy}`, `http://127.0.0.1:${ports.bare}`];
      const run = await measureStudents({ proxyBase, bareBase, cookie, load });
      await mailCatcher.close();
      return { run, met: printStudentsTable(run, { connections }) };
    },
  };
}
