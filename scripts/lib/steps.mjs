// npm test's steps as child processes, several at once on the two cores. A step that runs beside others writes
// to a log file, printed whole when it ends, so the lines of two steps never interleave.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
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
 * CPU seconds (user + system) of this process's children that have ended, from Linux's /proc (cutime + cstime, in
 * clock ticks of 1/100 s): read as each step ends, the rise since the last reading is that step's whole tree (every
 * process waits for its own children). Undefined where /proc is not there.
 */
function endedChildrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
/** CPU seconds of npm test so far: its own and every child's that has ended (all of them, once the steps are done). */
export function runCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return undefined;
  }
}
/** Read when the first step starts, so the work before the steps (the first builds, installs) counts in none. */
let cpuAtLastEnd;

/** Every step's wall and CPU time so far, written beside the logs as steps.json for `npm run test:profile`. */
export const stepTimes = [];
export function writeStepTimes(dir) {
  writeFileSync(path.join(dir, 'steps.json'), `${JSON.stringify(stepTimes, null, 2)}\n`);
}

/**
 * Runs one command; resolves to true when it exits 0. With `logDir` its output goes to `<logDir>/<name>.log` and is
 * printed under the step's header when it ends; without, it is printed live. Either way the step's time follows.
 */
export function runStep(name, command, args, { cwd, env = process.env, logDir } = {}) {
  const started = Date.now();
  if (stepTimes.length === 0 && cpuAtLastEnd === undefined) cpuAtLastEnd = endedChildrenCpuSeconds();
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
      const cpuNow = endedChildrenCpuSeconds();
      const cpuSeconds = cpuNow !== undefined && cpuAtLastEnd !== undefined ? cpuNow - cpuAtLastEnd : undefined;
      cpuAtLastEnd = cpuNow;
      stepTimes.push({ name, ok, startedAtSeconds: (started - loaded) / 1000, wallSeconds: (Date.now() - started) / 1000, cpuSeconds });
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
