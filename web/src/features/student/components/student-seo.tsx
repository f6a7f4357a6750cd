import { Seo } from '@/components/seo';
import { useI18n } from '@/i18n/i18n';

export type StudentPage =
  'login' | 'register' | 'verifyEmail' | 'resendVerification' | 'forgotPassword' | 'resetPassword' | 'dashboard' | 'account';

/** A student screen's head: its title, never indexed (page-head.ts writes the same into the served HTML). */
export function StudentSeo({ page, path }: { page: StudentPage; path: string }) {
  const { t } = useI18n();
  return <Seo title={t(`student.meta.${page}`)} description={t('student.meta.description')} canonicalPath={path} noindex />;
}
