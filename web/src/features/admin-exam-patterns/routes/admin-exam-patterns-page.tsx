import { useCallback, useState } from 'react';
import { EXAM_LEVELS } from '@exam-prep/contract/enums';
import { FeaturedListPage, useReloadListAndStats } from '@/components/admin/featured-list-page';
import { NameCell } from '@/components/admin/admin-table';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import styles from '@/components/admin/admin-table.module.css';
import { serverPageView } from '@/lib/admin-list';
import { deleteExamPattern } from '@/features/admin-exam-patterns/api/delete-exam-pattern';
import {
  EXAM_PATTERNS_PAGE_SIZE,
  useAdminExamPatterns,
  type AdminExamPatternsAnswer,
} from '@/features/admin-exam-patterns/api/get-admin-exam-patterns';
import { useExamPatternStats } from '@/features/admin-exam-patterns/api/get-exam-pattern-stats';
import { setExamPatternFeatured } from '@/features/admin-exam-patterns/api/set-exam-pattern-featured';
import type { AdminExamPattern } from '@/features/admin-exam-patterns/api/types';
import { AddExamPatternModal } from '@/features/admin-exam-patterns/components/add-exam-pattern-modal';
import { examIcon } from '@/features/admin-exam-patterns/lib/exam-icon';
import { Button } from '@/components/ui/button';

const useExamPatternList = ({ page, search, filters }: AdminListQuery<{ level: string }>) =>
  useAdminExamPatterns({ page, search, examLevel: filters.level });
const examPatternView = (data: AdminExamPatternsAnswer | undefined, { page }: AdminListQuery<unknown>) =>
  serverPageView(data?.examPatterns, data?.pagination, page, EXAM_PATTERNS_PAGE_SIZE);

const columns = [
  {
    header: 'Exam',
    cell: (pattern: AdminExamPattern) => {
      const { icon, kind } = examIcon(pattern.exam_name);
      return (
        <NameCell
          name={pattern.exam_name}
          sub={pattern.slug}
          mono
          icon={
            <span className={styles.icon} aria-hidden="true" data-icon={kind}>
              {icon}
            </span>
          }
        />
      );
    },
  },
  { header: 'Level', cell: (pattern: AdminExamPattern) => pattern.exam_level },
  { header: 'Questions', cell: (pattern: AdminExamPattern) => pattern.total_questions ?? '–' },
  { header: 'Duration (min)', cell: (pattern: AdminExamPattern) => pattern.duration ?? '–' },
];

/** /manage-exam-patterns: stats, search, level filter, the list with edit / feature / delete, and the Add modal. */
export default function AdminExamPatternsPage() {
  const [adding, setAdding] = useState(false);
  const list = useAdminList({ initialFilters: { level: '' }, useLoad: useExamPatternList, viewOf: examPatternView });
  const stats = useExamPatternStats();
  const reload = useReloadListAndStats(list, stats);
  // Stable, so the dialog keeps focus where the admin is typing while the page behind re-renders.
  const closeModal = useCallback(() => setAdding(false), []);
  const created = useCallback(() => {
    setAdding(false);
    void reload();
  }, [reload]);

  return (
    <FeaturedListPage
      title="Manage Exam Patterns"
      stats={{
        label: 'Exam pattern statistics',
        cards: [
          { label: 'Total Exams', value: stats.data?.totalExams },
          { label: 'Active Exams', value: stats.data?.activeExams },
          { label: 'Featured', value: stats.data?.featuredExams },
          { label: 'Exam Types', value: stats.data?.examTypesStats?.length },
        ],
      }}
      searchPlaceholder="Search exam patterns..."
      filter={{ name: 'level', label: 'Exam Level', allLabel: 'All Levels', options: EXAM_LEVELS }}
      action={
        <Button variant="accent" onClick={() => setAdding(true)}>
          + Add Exam Pattern
        </Button>
      }
      noun="exam pattern"
      list={list}
      columns={columns}
      nameOf={(pattern) => pattern.exam_name}
      editPath={(pattern) => `/edit-exam-pattern/${encodeURIComponent(pattern._id)}`}
      setFeatured={setExamPatternFeatured}
      remove={deleteExamPattern}
      reload={reload}
    >
      {adding && <AddExamPatternModal onClose={closeModal} onCreated={created} />}
    </FeaturedListPage>
  );
}
