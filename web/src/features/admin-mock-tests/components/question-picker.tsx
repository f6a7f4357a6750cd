import { useId, useMemo, useState } from 'react';
import { MAX_SECTION_QUESTIONS } from '@exam-prep/contract/admin/mock-tests';
import type { Exam } from '@/api/exams';
import type { Subtopic } from '@/api/subtopics';
import { FilterSelect } from '@/components/admin/filter-select';
import { SearchField } from '@/components/admin/search-field';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { LoadingState } from '@/components/status-views';
import { rowPositions, showingText } from '@/lib/admin-list';
import { titleCase } from '@/lib/format';
import { pagesFor } from '@/lib/list-page';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageOfFilters } from '@/lib/use-page-of-filters';
import { useQuestionSearch } from '@/features/admin-mock-tests/api/search-questions';
import type { PickedQuestion } from '@/features/admin-mock-tests/lib/form';
import { PICKER_PAGE_SIZE, questionPreview, questionSearchPath, type PickerFilters } from '@/features/admin-mock-tests/lib/question-picker';
import styles from './mock-test-form.module.css';

interface QuestionPickerProps {
  sectionLabel: string;
  /** The paper's exam: the search starts among its questions. */
  examName: string;
  subtopics: Subtopic[] | undefined;
  exams: Exam[] | undefined;
  isPicked: (id: string) => boolean;
  /** The index of another section that lists the question, if one does. */
  sectionOf: (id: string) => number | undefined;
  /** Room left in the section (it takes at most MAX_SECTION_QUESTIONS). */
  room: number;
  onAdd: (questions: PickedQuestion[]) => void;
}

/** Finds questions by subtopic and/or exam and by text (the admin question search), ten a page, to add to a section. */
export function QuestionPicker({ sectionLabel, examName, subtopics, exams, isPicked, sectionOf, room, onAdd }: QuestionPickerProps) {
  const [subtopicName, setSubtopicName] = useState('');
  // Follows the paper's exam until the admin picks another (or none) here.
  const [examChoice, setExamChoice] = useState<string | null>(null);
  const filters: PickerFilters = { subtopicName, examName: examChoice ?? examName };
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageOfFilters(JSON.stringify([filters, query]));
  const path = questionSearchPath(filters, page, query);
  const { data, error, isLoading, isValidating } = useQuestionSearch(path);
  const headingId = useId();

  const subtopicOptions = useMemo(
    () =>
      [...(subtopics ?? [])]
        .sort((a, b) => a.subtopic_name.localeCompare(b.subtopic_name))
        .map((subtopic) => ({
          value: subtopic.subtopic_name,
          label: titleCase(subtopic.subtopic_name) + (subtopic.topic_id ? ` (${titleCase(subtopic.topic_id.topic_name)})` : ''),
        })),
    [subtopics],
  );
  const found = (data?.items ?? []).map(({ question }) => ({ _id: question._id, preview: questionPreview(question.question) }));
  const addable = found.filter((question) => !isPicked(question._id) && sectionOf(question._id) === undefined);
  const pageCount = pagesFor(data?.total ?? 0, PICKER_PAGE_SIZE);
  const positions = rowPositions(Math.min(page, pageCount), PICKER_PAGE_SIZE, data?.total ?? 0);

  let results;
  if (!path) results = <p className={styles.placeholder}>Choose a subtopic or an exam to list its questions.</p>;
  else if (error && !data)
    results = (
      <p className={styles.loadError} role="alert">
        Failed to load questions
      </p>
    );
  else if (isLoading || !data) results = <LoadingState label="Loading questions..." />;
  else if (data.total === 0 || found.length === 0) results = <p className={styles.placeholder}>No questions found</p>;
  else
    results = (
      <>
        <div className={styles.pickerHead}>
          <p className={styles.count} aria-live="polite">
            {showingText(positions, data.total, 'questions')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={addable.length === 0 || room === 0}
            onClick={() => addable.length > 0 && room > 0 && onAdd(addable)}
          >
            Add all on this page
          </Button>
        </div>
        <ul className={styles.questionList} aria-label={`Questions found for ${sectionLabel}`} aria-busy={isValidating}>
          {found.map((question) => {
            const picked = isPicked(question._id);
            const other = sectionOf(question._id);
            const unavailable = picked || other !== undefined || room === 0;
            const textId = `${headingId}-${question._id}`;
            return (
              <li key={question._id} className={styles.questionRow}>
                <span id={textId} className={styles.questionText}>
                  {question.preview}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-describedby={textId}
                  aria-disabled={unavailable}
                  onClick={() => !unavailable && onAdd([question])}
                >
                  {picked ? 'Added ✓' : other !== undefined ? `In Section ${other + 1}` : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
        <Pager page={Math.min(page, pageCount)} totalPages={pageCount} onChange={setPage} label="Question search pages" />
      </>
    );

  return (
    <div className={styles.picker} role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.pickerTitle}>
        Find questions for {sectionLabel}
      </h4>
      <div className={styles.pickerFilters}>
        <FilterSelect
          label="Subtopic"
          placeholder={subtopics ? 'Any subtopic' : 'Loading subtopics...'}
          value={filters.subtopicName}
          onChange={setSubtopicName}
          options={subtopicOptions}
        />
        <FilterSelect
          label="Exam"
          placeholder={exams ? 'Any exam' : 'Loading exams...'}
          value={filters.examName}
          onChange={setExamChoice}
          options={(exams ?? []).map((exam) => exam.exam_name)}
        />
        <SearchField label="Search question text" placeholder="Words in the question or its answer" value={search} onChange={setSearch} />
      </div>
      {room === 0 && <p className={styles.placeholder}>This section is full: a section takes at most {MAX_SECTION_QUESTIONS} questions.</p>}
      {results}
    </div>
  );
}
