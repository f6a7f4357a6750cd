import path from 'node:path';

/**
 * The rules every Dockerfile of the project keeps, as a checker that returns readable problems (images.test.ts runs
 * it on the real Dockerfiles and on bad ones, to prove it can fail):
 *
 * - every RUN that installs or builds JavaScript (npm, npx, yarn, pnpm, tsc, vite, strapi, node ...) is one of the
 *   project's own scripts: `npm run <script>` of the root package.json, `node scripts/<file>` that one of those
 *   scripts runs, or an install line of CI (.ci/run). So CI exercises every image step but the base-image pull.
 * - Node 22 on Debian bookworm slim, several stages, a non-root USER and a HEALTHCHECK in the final stage.
 */

export interface ProjectScripts {
  /** Root package.json "scripts". */
  packageScripts: Record<string, string>;
  /** The commands CI runs (.ci/run), one per line. */
  ciCommands: string[];
}

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

export const REQUIRED_BASE_IMAGE = 'node:22-bookworm-slim';

/** Programs that install or build JavaScript, or could run something that does. */
const TOOLCHAIN = /^(npm|npx|yarn|pnpm|pnpx|bun|bunx|corepack|node|tsc|tsx|vite|strapi|esbuild|rollup|webpack|turbo|nx|lerna)$/;
/** The same names anywhere in a command line (e.g. inside `sh -c '...'` or after `xargs`). */
const TOOLCHAIN_WORD =
  /(^|[\s'"`;&|(/])(npm|npx|yarn|pnpm|pnpx|bun|bunx|corepack|node|tsc|tsx|vite|strapi|esbuild|rollup|webpack)(?=$|[\s'"`;&|)])/;

/** Instructions with continuation lines joined and comments dropped (as Docker reads them). */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || (trimmed === '' && !pending)) return;
    const continues = trimmed.endsWith('\\');
    const part = continues ? trimmed.slice(0, -1) : trimmed;
    pending = pending ? { text: `${pending.text} ${part}`, line: pending.line } : { text: part, line: index + 1 };
    if (!continues) {
      const match = /^(\S+)\s*(.*)$/s.exec(pending.text.trim());
      if (match) instructions.push({ keyword: match[1].toUpperCase(), args: match[2].trim(), line: pending.line });
      pending = undefined;
    }
  });
  return instructions;
}

/** Stages, with `${ARG}` in FROM resolved from the ARG defaults declared before the first FROM. */
export function stagesOf(instructions: Instruction[]): Stage[] {
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const base = words[0].replace(/\$\{?(\w+)\}?/g, (_all, name: string) => globalArgs.get(name) ?? '');
      const name = words[1]?.toUpperCase() === 'AS' ? words[2] : undefined;
      stages.push({ base, name, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name, value = ''] = instruction.args.split('=');
        globalArgs.set(name.trim(), value.trim().replace(/^"|"$/g, ''));
      }
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** The commands of one RUN: exec form as one command, shell form split at &&, ||, ; and | outside quotes. */
export function commandsOf(run: string): string[] {
  const text = run.replace(/^(--\S+\s+)+/, ''); // RUN --mount=... options
  if (text.startsWith('[')) return [(JSON.parse(text) as string[]).join(' ')];
  const commands: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = undefined;
      current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === ';' || char === '|' || (char === '&' && text[index + 1] === '&')) {
      if (text[index + 1] === char) index++;
      commands.push(current);
      current = '';
    } else current += char;
  }
  commands.push(current);
  return commands.map((command) => command.trim().replace(/\s+/g, ' ')).filter(Boolean);
}

/**
 * Why this RUN command is not a project script, or undefined when it is fine. `elsewhere` names the folder it runs
 * in when that is not the project root (where the root package.json lives): `cd cms && npm ci --no-audit
 * --no-fund` is not CI's install, and `cd cms && npm run build` is not the project's build.
 */
export function foreignInstallOrBuild(command: string, project: ProjectScripts, elsewhere?: string): string | undefined {
  const words = command.split(' ');
  while (words.length > 0 && /^\w+=/.test(words[0])) words.shift(); // VAR=value prefixes
  const [program = '', ...args] = words;
  const bare = words.join(' ');
  if (!TOOLCHAIN.test(program) && !TOOLCHAIN_WORD.test(bare)) return undefined;
  if (elsewhere !== undefined) return `\`${bare}\` installs or builds in ${elsewhere}, not at the project root`;

  // `npm run <script>` or `npm run <script> -- <its arguments>`: no npm options that would pick another package.
  const isRun = program === 'npm' && (args[0] === 'run' || args[0] === 'run-script');
  if (isRun && args[1] in project.packageScripts && (args.length === 2 || args[2] === '--')) return undefined;
  if (program === 'node' && args[0]?.startsWith('scripts/')) {
    const script = `node ${args[0]}`;
    if (Object.values(project.packageScripts).some((line) => line === script || line.startsWith(`${script} `))) return undefined;
  }
  if (project.ciCommands.includes(bare)) return undefined;
  return `\`${bare}\` installs or builds outside the project's scripts (use \`npm run <script>\` of package.json, a scripts/ file that one of them runs, or CI's install line)`;
}

const resolveDir = (from: string, to: string) => path.posix.resolve(from, to.replace(/^["']|["']$/g, ''));

/** Every broken rule in one Dockerfile; empty when it keeps them all. */
export function dockerfileProblems(text: string, project: ProjectScripts): string[] {
  const problems: string[] = [];
  const stages = stagesOf(parseDockerfile(text));
  if (stages.length < 2) problems.push(`needs a multi-stage build (found ${stages.length} stage${stages.length === 1 ? '' : 's'})`);
  /** Each named stage's final working directory (a stage built on it starts there). */
  const stageWorkdirs = new Map<string, string>();
  /** The project root inside the image: the first WORKDIR (where the root package.json is copied). */
  let projectRoot: string | undefined;
  for (const stage of stages) {
    const inherited = stageWorkdirs.get(stage.base);
    if (inherited === undefined && stage.base !== REQUIRED_BASE_IMAGE) {
      problems.push(`FROM ${stage.base}: every stage starts from ${REQUIRED_BASE_IMAGE} (or an earlier stage)`);
    }
    let workdir = inherited ?? '/';
    for (const instruction of stage.instructions) {
      if (instruction.keyword === 'WORKDIR') {
        workdir = resolveDir(workdir, instruction.args);
        projectRoot ??= workdir;
      }
      if (instruction.keyword !== 'RUN') continue;
      let cwd = workdir;
      for (const command of commandsOf(instruction.args)) {
        const cd = /^cd\s+(\S+)$/.exec(command);
        if (cd) {
          cwd = resolveDir(cwd, cd[1]);
          continue;
        }
        const problem = foreignInstallOrBuild(command, project, cwd === (projectRoot ?? '/') ? undefined : cwd);
        if (problem) problems.push(`line ${instruction.line}: ${problem}`);
      }
    }
    if (stage.name) stageWorkdirs.set(stage.name, workdir);
  }
  const final = stages.at(-1);
  if (final) {
    const user = final.instructions
      .filter((instruction) => instruction.keyword === 'USER')
      .at(-1)
      ?.args.split(':')[0];
    if (!user) problems.push('the final stage sets no USER (it would run as root)');
    else if (user === 'root' || user === '0') problems.push(`the final stage runs as ${user}`);
    const healthcheck = final.instructions.filter((instruction) => instruction.keyword === 'HEALTHCHECK').at(-1);
    if (!healthcheck || /^NONE\b/i.test(healthcheck.args)) problems.push('the final stage has no HEALTHCHECK');
    else if (!/\bCMD\b/.test(healthcheck.args)) problems.push('the HEALTHCHECK has no CMD');
  }
  return problems;
}

/** The command lines of CI's script (.ci/run). */
export function ciCommandsOf(ciScript: string): string[] {
  return ciScript
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '' && !line.startsWith('#'));
}
