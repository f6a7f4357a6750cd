// npm test's steps as child processes, several at once on the two cores. A step that runs beside others writes
// to a log file, printed whole when it ends, so the lines of two steps never interleave.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const header = (name) => console.log(`\n━━ ${name} ━━`);

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const loaded = Date.now();
/** Minutes and seconds since npm test began (this module loads with it): when each step started and ended. */
const clock = () => {
  const total = Math.round((Date.now() - loaded) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Runs one command; resolves to true when it exits 0. With `logDir` its output goes to `<logDir>/<name>.log` and is
 * printed under the step's header when it ends; without, it is printed live. Either way the step's time follows.
 */
export function runStep(name, command, args, { cwd, env = process.env, logDir } = {}) {
  const started = Date.now();
  const logFile = logDir ? path.join(logDir, `${name.replace(/\W+/g, '-')}.log`) : undefined;
  const out = logFile ? openSync(logFile, 'w') : 'inherit';
  if (logFile) console.log(`▶ ${name} started at ${clock()} (its output follows when it ends)`);
  else header(name);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: [logFile ? 'ignore' : 'inherit', out, out] });
    let finished = false;
    const finish = (ok, problem) => {
      if (finished) return;
      finished = true;
      if (logFile) {
        closeSync(out);
        header(name);
        process.stdout.write(existsSync(logFile) ? readFileSync(logFile) : `(its log ${logFile} is gone)\n`);
      }
      if (problem) console.error(problem);
      console.log(`── ${name}: ${ok ? 'done' : 'FAILED'} in ${seconds(started)} (at ${clock()})`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, `${command} could not start: ${error.message}`));
    child.on('exit', (code, signal) => finish(code === 0, code === 0 ? undefined : `${command} ended with ${signal ?? `exit ${code}`}`));
  });
}

/** Runs the lines of work side by side; each line runs its own steps one after another. */
export const inParallel = (...lines) => Promise.all(lines.map((line) => line()));
