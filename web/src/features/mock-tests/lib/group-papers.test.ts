import type { MockTestSummary } from '@exam-prep/contract/public/mock-tests';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { groupByExam, OTHER_PAPERS, paperFacts as factsIn } from './group-papers';

const paperFacts = (shown: Parameters<typeof factsIn>[0]) => factsIn(shown, serverTranslator('en').t);

const paper = (slug: string, exam: string | null, kind: MockTestSummary['kind'], year: number | null = null): MockTestSummary => ({
  _id: slug,
  slug,
  title: slug,
  kind,
  exam_name: exam,
  year,
  total_questions: 100,
  duration: 60,
  negative_marking: true,
  sections_count: 4,
  locale: 'en',
});

describe('groupByExam', () => {
  it('groups papers by exam, previous-year papers first (newest year first), then practice papers by title', () => {
    const groups = groupByExam([
      paper('cgl-practice-2', 'SSC CGL', 'practice'),
      paper('po-2022', 'IBPS PO', 'previous_year', 2022),
      paper('cgl-2021', 'SSC CGL', 'previous_year', 2021),
      paper('cgl-practice-10', 'SSC CGL', 'practice'),
      paper('general', null, 'practice'),
      paper('cgl-2023', 'SSC CGL', 'previous_year', 2023),
    ]);
    expect(groups.map((group) => [group.exam, group.papers.map((item) => item.slug)])).toEqual([
      ['IBPS PO', ['po-2022']],
      ['SSC CGL', ['cgl-2023', 'cgl-2021', 'cgl-practice-2', 'cgl-practice-10']],
      [OTHER_PAPERS, ['general']],
    ]);
  });

  it('gives nothing for no papers', () => {
    expect(groupByExam([])).toEqual([]);
  });
});

describe('paperFacts', () => {
  it('shows the year of a previous-year paper, questions, minutes and sections', () => {
    expect(paperFacts(paper('a', 'SSC CGL', 'previous_year', 2023))).toEqual(['2023', '100 questions', '60 minutes', '4 sections']);
    expect(paperFacts({ ...paper('b', null, 'practice'), total_questions: 1, duration: 1, sections_count: 1 })).toEqual([
      '1 question',
      '1 minute',
    ]);
    expect(factsIn(paper('a', 'SSC CGL', 'previous_year', 2023), serverTranslator('hi').t)).toEqual([
      '2023',
      '100 प्रश्न',
      '60 मिनट',
      '4 सेक्शन',
    ]);
  });
});
