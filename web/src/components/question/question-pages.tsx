import { QUESTIONS_PER_PAGE, showNumberedPages } from '@/lib/paging';
import { Pager, pageCount } from '@/components/ui/pager';

interface QuestionPagesProps {
  page: number;
  /** How many questions the list holds. */
  total: number;
  onChange: (page: number) => void;
  label: string;
  /** Keep Previous/Next (disabled) with a single page, as the practice page does. */
  alwaysShow?: boolean;
}

/** The pager under the practice and saved question lists: 10 a page, numbered buttons above 10 questions. */
export function QuestionPages({ page, total, onChange, label, alwaysShow }: QuestionPagesProps) {
  return (
    <Pager
      page={page}
      totalPages={pageCount(total, QUESTIONS_PER_PAGE)}
      onChange={onChange}
      showNumbers={showNumberedPages(total)}
      alwaysShow={alwaysShow}
      label={label}
    />
  );
}
