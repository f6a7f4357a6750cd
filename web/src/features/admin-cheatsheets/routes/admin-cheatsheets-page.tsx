import { FeaturedListPage, useReloadListAndStats } from '@/components/admin/featured-list-page';
import { NameCell } from '@/components/admin/admin-table';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import styles from '@/components/admin/admin-table.module.css';
import { serverPageView } from '@/lib/admin-list';
import { deleteCheatsheet } from '@/features/admin-cheatsheets/api/delete-cheatsheet';
import {
  CHEATSHEETS_PAGE_SIZE,
  useAdminCheatsheets,
  type AdminCheatsheetsAnswer,
} from '@/features/admin-cheatsheets/api/get-admin-cheatsheets';
import { useCheatsheetStats } from '@/features/admin-cheatsheets/api/get-cheatsheet-stats';
import { setCheatsheetFeatured } from '@/features/admin-cheatsheets/api/set-cheatsheet-featured';
import type { AdminCheatsheetSummary } from '@/features/admin-cheatsheets/api/types';
import { CATEGORY_FILTERS } from '@/features/admin-cheatsheets/lib/form';
import { truncate } from '@/features/admin-cheatsheets/lib/text';
import { Button } from '@/components/ui/button';

const useCheatsheetList = ({ page, search, filters }: AdminListQuery<{ category: string }>) =>
  useAdminCheatsheets({ page, search, category: filters.category });
const cheatsheetView = (data: AdminCheatsheetsAnswer | undefined, { page }: AdminListQuery<unknown>) =>
  serverPageView(data?.cheatsheets, data?.pagination, page, CHEATSHEETS_PAGE_SIZE);

const columns = [
  {
    header: 'Title',
    cell: (sheet: AdminCheatsheetSummary) => (
      <NameCell
        name={sheet.title}
        sub={sheet.description ? truncate(sheet.description, 60) : undefined}
        subTitle={sheet.description || undefined}
      />
    ),
  },
  { header: 'Category', cell: (sheet: AdminCheatsheetSummary) => sheet.category },
  { header: 'Slug', cell: (sheet: AdminCheatsheetSummary) => sheet.slug, className: styles.mono },
  { header: 'Views', cell: (sheet: AdminCheatsheetSummary) => sheet.views ?? 0 },
];

/** /manage-cheatsheets: stats, search, category filter, the list with edit / feature / delete, paging by 10. */
export default function AdminCheatsheetsPage() {
  const list = useAdminList({ initialFilters: { category: '' }, useLoad: useCheatsheetList, viewOf: cheatsheetView });
  const stats = useCheatsheetStats();
  const reload = useReloadListAndStats(list, stats);

  return (
    <FeaturedListPage
      title="Manage Cheatsheets"
      stats={{
        label: 'Cheatsheet statistics',
        cards: [
          { label: 'Total', value: stats.data?.totalCheatsheets },
          { label: 'Active', value: stats.data?.activeCheatsheets },
          { label: 'Featured', value: stats.data?.featuredCheatsheets },
          { label: 'Categories', value: stats.data?.categoryStats?.length },
        ],
      }}
      searchPlaceholder="Search cheatsheets..."
      filter={{ name: 'category', label: 'Category', allLabel: 'All Categories', options: CATEGORY_FILTERS }}
      action={
        <Button variant="accent" to="/create-cheatsheet">
          + Add Cheatsheet
        </Button>
      }
      noun="cheatsheet"
      list={list}
      columns={columns}
      nameOf={(sheet) => sheet.title}
      editPath={(sheet) => `/edit-cheatsheet/${encodeURIComponent(sheet._id)}`}
      setFeatured={setCheatsheetFeatured}
      remove={deleteCheatsheet}
      reload={reload}
    />
  );
}
