import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Faq } from '@exam-prep/contract/public/faqs';
import { CodeHtml } from '@/components/code/code-html';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
import { useFaq } from '@/features/faqs/api/get-faqs';
import { questionAnchor, questionText, sortQuestions } from '@/features/faqs/lib/faqs';
import { faqPageMeta } from '@/features/faqs/lib/page-meta';
import { faqStructuredData } from '@/features/faqs/lib/structured-data';
import styles from './faq-detail-page.module.css';

/** /faqs/{slug}: one FAQ topic's questions and answers. */
export default function FaqDetailPage() {
  const { slug = '' } = useParams();
  const { data: faq, error } = useFaq(slug);
  const { t } = useI18n();
  if (faq) return <FaqView key={faq._id} faq={faq} />;
  if (!error) return <PageLoading label={t('faqs.detail.loading')} />;
  // Any failure (404, network, server) shows the Not Found screen, as specified.
  return (
    <NotFoundPage title={t('faqs.detail.notFoundTitle')} message={t('faqs.detail.notFoundMessage')} keywords={['FAQ']}>
      <Button to="/faqs">{t('faqs.detail.backToList')}</Button>
    </NotFoundPage>
  );
}

function FaqView({ faq }: { faq: Faq }) {
  const { t, locale } = useI18n();
  const lang = contentLang(faq, locale);
  const questions = useMemo(() => sortQuestions(faq.questions), [faq.questions]);
  const logo = uploadUrl(faq.logo_url);

  return (
    <article className={`container page ${styles.page}`}>
      <Seo {...faqPageMeta(locale, faq)} structuredData={(url) => faqStructuredData(faq, url)} />
      <Link to="/faqs" className={styles.back}>
        {t('faqs.detail.back')}
      </Link>

      <header className={styles.header}>
        {logo && <img className={styles.logo} src={logo} alt="" width={80} height={80} />}
        <h1 className={styles.title} lang={lang}>
          {faq.topic_title}
        </h1>
        {faq.description && (
          <p className={styles.description} lang={lang}>
            {faq.description}
          </p>
        )}
        <p className={styles.pills}>
          {faq.featured && <span className={`${styles.pill} ${styles.featured}`}>{t('faqs.detail.featured')}</span>}
          <span className={styles.pill}>{t('faqs.detail.questionCount', { count: questions.length })}</span>
        </p>
        {faq.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('faqs.detail.tags')} lang={lang}>
            {faq.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </header>

      <section aria-labelledby="questions-heading" className={styles.questions}>
        <h2 id="questions-heading" className={styles.sectionTitle}>
          {t('faqs.detail.questionsTitle')}
        </h2>
        {questions.length === 0 ? (
          <p className={styles.none}>{t('faqs.detail.none')}</p>
        ) : (
          <>
            <Card as="nav" className={styles.contents} aria-labelledby="contents-heading">
              <h3 id="contents-heading" className={styles.contentsTitle}>
                {t('faqs.detail.contents')}
              </h3>
              <ol lang={lang}>
                {questions.map((question, index) => (
                  <li key={question._id}>
                    <a href={`#${questionAnchor(index)}`}>{questionText(question.question)}</a>
                  </li>
                ))}
              </ol>
            </Card>
            <ol className={styles.list}>
              {questions.map((question, index) => (
                <li key={question._id}>
                  <Card as="section" id={questionAnchor(index)} className={styles.qa} aria-labelledby={`${questionAnchor(index)}-title`}>
                    <h3 className={styles.question} id={`${questionAnchor(index)}-title`} lang={lang}>
                      <span className={styles.badge} aria-hidden="true">
                        {index + 1}
                      </span>
                      <span>{questionText(question.question)}</span>
                    </h3>
                    <CodeHtml html={question.answer_html} className={styles.answer} lang={lang} />
                  </Card>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <footer className={styles.footer}>
        <Button to="/faqs" variant="secondary">
          {t('faqs.detail.seeOther')}
        </Button>
        <Button variant="ghost" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          {t('faqs.detail.toTop')}
        </Button>
      </footer>
    </article>
  );
}
