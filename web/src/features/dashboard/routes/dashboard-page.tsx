import { AdminHeader } from '@/components/admin/admin-header';
import { useAdminSession } from '@/components/admin/session';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './dashboard-page.module.css';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { StatCards } from '@/components/admin/stat-cards';
import { useReportStats } from '@/features/dashboard/api/get-report-stats';
import { useStudentCounts } from '@/features/dashboard/api/get-student-counts';

const CARDS: Array<{ title: string; icon: string; links: Array<{ to: string; label: string }> }> = [
  {
    title: 'Exam Management',
    icon: '🏛️',
    links: [
      { to: '/add-exam', label: 'Add Exam' },
      { to: '/manage-exams', label: 'Manage Exams' },
    ],
  },
  { title: 'Topic Management', icon: '📚', links: [{ to: '/add-topic', label: 'Add Topic' }] },
  {
    title: 'Subtopic Management',
    icon: '🗂️',
    links: [
      { to: '/add-subtopic', label: 'Add Subtopic' },
      { to: '/manage-subtopics', label: 'Manage Subtopics' },
    ],
  },
  {
    title: 'Question Management',
    icon: '❓',
    links: [
      { to: '/add-question', label: 'Add Question' },
      { to: '/manage-questions', label: 'Manage Questions' },
      { to: '/import-questions', label: 'Import / Export Questions' },
    ],
  },
  {
    title: 'Exam Pattern Management',
    icon: '📋',
    links: [
      { to: '/create-exam-pattern', label: 'Create Exam Pattern' },
      { to: '/manage-exam-patterns', label: 'Manage Exam Patterns' },
    ],
  },
  {
    title: 'Cheatsheet Management',
    icon: '📝',
    links: [
      { to: '/create-cheatsheet', label: 'Create Cheatsheet' },
      { to: '/manage-cheatsheets', label: 'Manage Cheatsheets' },
    ],
  },
  {
    title: 'FAQ Management',
    icon: '💬',
    links: [
      { to: '/create-faq', label: 'Create FAQ' },
      { to: '/manage-faqs', label: 'Manage FAQs' },
    ],
  },
  {
    title: 'Programming Management',
    icon: '💻',
    links: [
      { to: '/create-programming-topic', label: 'Create Programming Topic' },
      { to: '/manage-programming-topics', label: 'Manage Programming Topics' },
      { to: '/add-code-question', label: 'Add Code Question' },
      { to: '/manage-code-questions', label: 'Manage Code Questions' },
    ],
  },
  {
    title: 'Mock Test Management',
    icon: '⏱️',
    links: [
      { to: '/create-mock-test', label: 'Create Mock Test' },
      { to: '/manage-mock-tests', label: 'Manage Mock Tests' },
    ],
  },
  { title: 'Student Management', icon: '🎓', links: [{ to: '/manage-students', label: 'Manage Students' }] },
  { title: 'Reports', icon: '🚩', links: [{ to: '/manage-reports', label: 'Manage Reports' }] },
];

export default function DashboardPage() {
  const { user } = useAdminSession();
  // Student accounts at a glance; a count that could not be loaded shows a dash.
  const { data: students } = useStudentCounts();
  // Students' reports of mistakes waiting for an editor.
  const { data: reports } = useReportStats();
  return (
    <>
      <AdminHeader title="Admin Dashboard" tabTitle="Dashboard" backTo={null} />
      <main className={adminStyles.main}>
        <p className={styles.welcome}>Welcome, {user.username}</p>
        <div className={styles.glance}>
          <StatCards
            label="Student accounts"
            stats={[
              { label: 'Students', value: students?.total },
              { label: 'Verified students', value: students?.verified },
            ]}
          />
          <StatCards label="Reports of mistakes" stats={[{ label: 'Open reports', value: reports?.open }]} />
        </div>
        <CardGrid min="17rem">
          {CARDS.map((card) => (
            <li key={card.title} className={adminStyles.panel}>
              <h2 className={styles.cardTitle}>
                <span aria-hidden="true">{card.icon}</span> {card.title}
              </h2>
              <ul className={styles.links}>
                {card.links.map((link) => (
                  <li key={link.to}>
                    <Button variant="secondary" to={link.to}>
                      {link.label}
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </CardGrid>
      </main>
    </>
  );
}
