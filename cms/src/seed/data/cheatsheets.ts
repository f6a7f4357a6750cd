import type { SeedCheatsheet } from '#src/seed/types.js';
import { pythonEssentials } from './cheatsheets/python-essentials';
import { sqlQuickReference } from './cheatsheets/sql-quick-reference';
import { gitCommands } from './cheatsheets/git-commands';
import { quantFormulas } from './cheatsheets/quant-formulas';
import { linuxCommandLine } from './cheatsheets/linux-command-line';
import { indianPolityAtAGlance } from './cheatsheets/indian-polity-at-a-glance';

export const cheatsheets: SeedCheatsheet[] = [
  pythonEssentials,
  sqlQuickReference,
  gitCommands,
  quantFormulas,
  linuxCommandLine,
  indianPolityAtAGlance,
];
