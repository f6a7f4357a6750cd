// Installs cms/ on its own (its own lockfile): Strapi's admin panel needs React 18, while web/ uses React 19.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cmsDir = fileURLToPath(new URL('../cms/', import.meta.url));
// A fresh clone gets the exact locked tree; an existing install is brought up to date.
const command = existsSync(`${cmsDir}node_modules`) ? 'install' : 'ci';

// Drop the workspace settings npm passes to lifecycle scripts, so the nested install is a plain one.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_(workspace|include_workspace_root)/i.test(key)));

console.log(`Installing the CMS (cms/, npm ${command}) ...`);
const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: cmsDir, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
