import { useI18n } from '@/i18n/i18n';
import { LegalHeading } from './legal-layout';
import styles from './legal-layout.module.css';

const ROWS = ['identity', 'profile', 'progress', 'attempts', 'sessions'] as const;

/**
 * What a student account keeps, why and for how long (docs/student-accounts.md), with export and deletion: in the
 * page's language, unlike the rest of the policy (the sign-up form's consent links here).
 */
export function StudentAccountsSection({ number }: { number: number }) {
  const { t, locale } = useI18n();
  const text = (key: string) => t(`legal.privacy.accounts.${key}`);
  return (
    <section id="student-accounts" aria-labelledby="student-accounts-h" lang={locale}>
      <LegalHeading page="privacy" id="student-accounts" number={number} />
      <p>{text('intro')}</p>
      <div className={styles.tableScroll} role="region" aria-labelledby="student-accounts-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="student-accounts-caption">{text('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('data')}</th>
              <th scope="col">{text('why')}</th>
              <th scope="col">{text('kept')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{text(`rows.${row}.data`)}</th>
                <td>{text(`rows.${row}.why`)}</td>
                <td>{text(`rows.${row}.kept`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        <li>{text('unverified')}</li>
        <li>{text('mails')}</li>
        <li>{text('thirdParties')}</li>
        <li>{text('export')}</li>
        <li>{text('delete')}</li>
      </ul>
    </section>
  );
}
