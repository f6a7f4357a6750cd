import { useCallback } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminListToolbar } from '@/components/admin/admin-list-toolbar';
import { FeaturedRecordList } from '@/components/admin/featured-record-list';
import { StatCards } from '@/components/admin/stat-cards';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import adminStyles from '@/components/admin/admin.module.css';
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
      <span className={styles.name}>
        <span>
          {sheet.title}
          {sheet.description && (
            <span className={styles.sub} title={sheet.description}>
              {truncate(sheet.description, 60)}
            </span>
          )}
        </span>
      </span>
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

  const { mutate: reloadList } = list.response;
  const { mutate: reloadStats } = stats;
  const reload = useCallback(() => Promise.all([reloadList(), reloadStats()]), [reloadList, reloadStats]);

  return (
    <>
      <AdminHeader title="Manage Cheatsheets" />
      <main className={adminStyles.main}>
        <StatCards
          label="Cheatsheet statistics"
          stats={[
            { label: 'Total', value: stats.data?.totalCheatsheets },
            { label: 'Active', value: stats.data?.activeCheatsheets },
            { label: 'Featured', value: stats.data?.featuredCheatsheets },
            { label: 'Categories', value: stats.data?.categoryStats?.length },
          ]}
        />

        <AdminListToolbar
          searchPlaceholder="Search cheatsheets..."
          search={list.search}
          onSearch={list.setSearch}
          filter={{
            label: 'Category',
            allLabel: 'All Categories',
            options: CATEGORY_FILTERS,
            value: list.filters.category,
            onChange: (category) => list.setFilters({ category }),
          }}
          action={
            <Button variant="accent" to="/create-cheatsheet">
              + Add Cheatsheet
            </Button>
          }
        />

        <FeaturedRecordList
          noun="cheatsheet"
          list={list}
          columns={columns}
          nameOf={(sheet) => sheet.title}
          editPath={(sheet) => `/edit-cheatsheet/${encodeURIComponent(sheet._id)}`}
          setFeatured={setCheatsheetFeatured}
          remove={deleteCheatsheet}
          reload={reload}
        />
      </main>
    </>
  );
}
