// Keeps `npm start`'s processes running: a child that crashes after it has been up is started again with
// growing pauses (1 s, 2 s, 4 s ... 30 s, back to 1 s after a minute of good health); a child that fails before
// it was ever up is a set-up error and stops everything, with its own message above. Children run in their own
// process groups, so a terminal's Ctrl+C reaches only this script, which then stops them in the order given.
import { spawn } from 'node:child_process';

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
/** A run this long counts as healthy: the next crash starts the pauses from the beginning again. */
const STABLE_MS = 60_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit code ${code}`);

export class Supervised {
  /**
   * @param {string} name shown in every line about this child
   * @param {{ command: string, args: string[], options: import('node:child_process').SpawnOptions,
   *   isUp: () => Promise<boolean>, onFatal: (reason: string) => void }} spec
   *   isUp: whether the child answers (polled after each start); onFatal: a first start failed.
   */
  constructor(name, { command, args, options, isUp, onFatal }) {
    Object.assign(this, { name, command, args, options, isUp, onFatal });
    this.child = undefined;
    this.everUp = false;
    /** Whether the current child has answered since it started. */
    this.upNow = false;
    this.upWaiters = [];
    this.stopping = false;
    this.restarts = 0;
    this.nextPauseMs = FIRST_PAUSE_MS;
    this.restartTimer = undefined;
  }

  start() {
    const startedAt = Date.now();
    const child = spawn(this.command, this.args, { stdio: 'inherit', ...this.options, detached: true });
    this.child = child;
    if (child.pid !== undefined) console.log(`[start] ${this.name} started (pid ${child.pid})`);
    // Spawning itself failed (a missing command): there is no exit to wait for.
    child.on('error', (error) => {
      if (!this.stopping) this.onFatal(`${this.name} could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) {
        this.child = undefined;
        this.upNow = false;
      }
      if (this.stopping) return;
      if (!this.everUp) {
        this.onFatal(`${this.name} stopped before it was up (${describeExit(code, signal)}); see its messages above.`);
        return;
      }
      if (Date.now() - startedAt >= STABLE_MS) this.nextPauseMs = FIRST_PAUSE_MS;
      const pauseMs = this.nextPauseMs;
      this.nextPauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS);
      this.restarts += 1;
      console.error(
        `[start] ${this.name} stopped unexpectedly (${describeExit(code, signal)}); restarting in ${pauseMs / 1000} s (restart ${this.restarts})`,
      );
      this.restartTimer = setTimeout(() => {
        this.restartTimer = undefined;
        if (!this.stopping) this.start();
      }, pauseMs);
    });
    void this.watchUntilUp(child);
    return child;
  }

  /** Resolves true once this child (or a later restart of it) answers; false if it is stopped first. */
  waitUntilUp() {
    if (this.upNow) return Promise.resolve(true);
    if (this.stopping) return Promise.resolve(false);
    return new Promise((resolve) => this.upWaiters.push(resolve));
  }

  /** Tells everyone waiting in waitUntilUp (true: it answers; false: it is being stopped). */
  settleWaiters(up) {
    const waiting = this.upWaiters;
    this.upWaiters = [];
    waiting.forEach((resolve) => resolve(up));
  }

  async watchUntilUp(child) {
    const wasUpBefore = this.everUp;
    while (this.child === child && !this.stopping) {
      if (await this.isUp()) {
        // The one poller: what waitUntilUp reports and what makes a later crash a restart, not a set-up error.
        this.everUp = true;
        this.upNow = true;
        if (wasUpBefore) console.log(`[start] ${this.name} is up again (pid ${child.pid})`);
        this.settleWaiters(true);
        return;
      }
      await pause(500);
    }
  }

  /** SIGTERM to the child's process group; SIGKILL if it has not exited after `graceMs`. */
  async stop(graceMs) {
    this.stopping = true;
    this.settleWaiters(false);
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    const inTime = await Promise.race([exited.then(() => true), pause(graceMs).then(() => false)]);
    if (!inTime) {
      console.error(`[start] ${this.name} did not stop within ${graceMs / 1000} s; killing it`);
      signalGroup(child, 'SIGKILL');
      await exited;
    }
    console.log(`[start] ${this.name} stopped`);
  }

  /** Immediate SIGKILL (a second Ctrl+C, or this script failing). */
  kill() {
    this.stopping = true;
    this.settleWaiters(false);
    clearTimeout(this.restartTimer);
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) signalGroup(this.child, 'SIGKILL');
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}
