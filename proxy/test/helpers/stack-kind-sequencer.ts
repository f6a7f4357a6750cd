import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the test files that start the same kind of stack one after another (Vitest's own order kept within a
 * kind), so that each worker's kept Strapi (booted-cms.ts) serves file after file instead of being stopped and
 * booted again whenever the next file wants another kind. The kind is read from the file's text: which helper
 * starts its stack, and with what options. A guess costs time at most, never a result: a file whose stack is of
 * another kind than its neighbours' simply boots its own.
 */
export class StackKindSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index, kind: stackKindOf(spec.moduleId) }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

/** The helpers that start the shared fixtures' stack whatever callback they are given (test/helpers/admin.ts, fixtures.ts). */
const FIXTURE_HELPERS = /\b(useAdminStack|useFixtureStack)\(/;
const DEMO_HELPERS = /\buseMockTestStack\(|seedDemo: true/;
const STARTS = /\b(startFixtureStack|startSeededStack|startStack)\(/;

export function stackKindOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (DEMO_HELPERS.test(text)) return 'demo';
  const start = STARTS.exec(text);
  if (start) {
    const options = callArguments(text, start.index + start[0].length).replace(/\s+/g, ' ');
    return `${start[1] === 'startStack' ? 'plain' : 'fixtures'} ${options}`;
  }
  if (FIXTURE_HELPERS.test(text)) return 'fixtures ';
  return 'no stack';
}

/** The text of a call's arguments, from just after its opening parenthesis to the one that closes it. */
function callArguments(text: string, from: number): string {
  let depth = 1;
  for (let at = from; at < text.length && at < from + 2000; at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0) return text.slice(from, at);
  }
  return text.slice(from, from + 200);
}
