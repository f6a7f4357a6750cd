import { removeTemplatesFolder } from './stack-templates.js';

// `tsx remove-stack-templates.ts <folder>`: npm test removes the templates folder its Vitest runs shared
// (stack-templates-setup.ts), with the PostgreSQL databases kept in it.
const folder = process.argv[2];
if (!folder) throw new Error('usage: remove-stack-templates.ts <templates folder>');
await removeTemplatesFolder(folder);
