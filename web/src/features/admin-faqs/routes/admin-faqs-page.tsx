import { FeaturedListPage, useReloadListAndStats } from '@/components/admin/featured-list-page';
import { NameCell } from '@/components/admin/admin-table';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import styles from '@/components/admin/admin-table.module.css';
import { serverPageView } from '@/lib/admin-list';
import { Button } from '@/components/ui/button';
import { deleteFaq, FAQS_PAGE_SIZE, toggleFaqFeatured, useAdminFaqs, useFaqStats } from '@/features/admin-faqs/api/faqs';
import type { AdminFaq, AdminFaqPage } from '@/features/admin-faqs/api/types';

const useFaqList = ({ page, search }: AdminListQuery<Record<string, never>>) => useAdminFaqs({ page, search });

/** `pagination.total` counts pages (spec §2.2), `totalItems` the FAQs found. */
const faqView = (data: AdminFaqPage | undefined, { page }: AdminListQuery<unknown>) =>
  serverPageView(data?.faqs, data && { total: data.pagination.totalItems, totalPages: data.pagination.total }, page, FAQS_PAGE_SIZE);

const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

const columns = [
  {
    header: 'Topic Title',
    cell: (faq: AdminFaq) => (
      <NameCell
        name={faq.topic_title}
        sub={faq.description ? truncate(faq.description, 60) : undefined}
        subTitle={faq.description || undefined}
      />
    ),
  },
  { header: 'Slug', cell: (faq: AdminFaq) => faq.slug, className: styles.mono },
  { header: 'Questions', cell: (faq: AdminFaq) => faq.questions?.length ?? 0 },
  { header: 'Views', cell: (faq: AdminFaq) => faq.views ?? 0 },
];

/** /manage-faqs (spec §2.4): stats, a search that follows each keystroke, the list with edit / feature / delete. */
export default function AdminFaqsPage() {
  const list = useAdminList({ initialFilters: {}, useLoad: useFaqList, viewOf: faqView, searchDelayMs: 0 });
  const stats = useFaqStats();
  const reload = useReloadListAndStats(list, stats);

  return (
    <FeaturedListPage
      title="Manage FAQs"
      stats={{
        label: 'FAQ statistics',
        cards: [
          { label: 'Total', value: stats.data?.total },
          { label: 'Active', value: stats.data?.active },
          { label: 'Featured', value: stats.data?.featured },
          { label: 'Total Views', value: stats.data?.totalViews },
        ],
      }}
      searchPlaceholder="Search FAQs..."
      action={
        <Button variant="accent" to="/create-faq">
          + Add FAQ
        </Button>
      }
      noun="FAQ"
      list={list}
      columns={columns}
      nameOf={(faq) => faq.topic_title}
      editPath={(faq) => `/edit-faq/${encodeURIComponent(faq._id)}`}
      setFeatured={(id) => toggleFaqFeatured(id)}
      remove={deleteFaq}
      reload={reload}
    />
  );
}
