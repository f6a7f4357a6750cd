import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImportErrorsTable } from './import-errors-table';

const bad = (line: number) => ({ line, field: 'correct', message: 'Please give the correct option as a letter (A–F)' });

describe('ImportErrorsTable', () => {
  it('names how many problems there are when the server listed only the first of them', () => {
    const errors = Array.from({ length: 1000 }, (_, index) => bad(index + 2));
    const html = renderToStaticMarkup(<ImportErrorsTable errors={errors} total={12_345} fileName="bank.csv" />);
    expect(html).toContain('Rows with errors in bank.csv: showing first 1,000 of 12,345');
    expect(html).toContain('Download the first 1,000 errors (CSV)');
    expect(html.match(/<tr>/g)).toHaveLength(1001);
  });

  it('counts a complete list as it is', () => {
    const html = renderToStaticMarkup(<ImportErrorsTable errors={[bad(2), bad(3)]} total={2} fileName="bank.csv" />);
    expect(html).toContain('Rows with errors in bank.csv (2)');
    expect(html).toContain('Download the errors (CSV)');
  });
});
