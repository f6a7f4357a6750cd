import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { Faq } from '@exam-prep/contract/public/faqs';
import { CodeHtml } from '@/components/code/code-html';
import { DetailArticle, DetailHeader, Pill, QuestionHeading, QuestionsSection } from '@/components/content-detail/content-detail';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
import { questionAnchor } from '@/lib/numbering';
import { useFaq } from '@/features/faqs/api/get-faqs';
import { questionText, sortQuestions } from '@/features/faqs/lib/faqs';
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
    <DetailArticle
      head={<Seo {...faqPageMeta(locale, faq)} structuredData={(url) => faqStructuredData(faq, url)} />}
      backTo="/faqs"
      backLabel={t('faqs.detail.back')}
    >
      <DetailHeader
        title={faq.topic_title}
        description={faq.description}
        lang={lang}
        logo={logo}
        tags={faq.tags}
        tagsLabel={t('faqs.detail.tags')}
        pills={
          <>
            {faq.featured && <Pill featured>{t('faqs.detail.featured')}</Pill>}
            <Pill>{t('faqs.detail.questionCount', { count: questions.length })}</Pill>
          </>
        }
      />

      <QuestionsSection
        title={t('faqs.detail.questionsTitle')}
        none={t('faqs.detail.none')}
        contentsTitle={t('faqs.detail.contents')}
        contentsLang={lang}
        questions={questions.map((question, index) => {
          const anchor = questionAnchor(index);
          const text = questionText(question.question);
          return {
            id: question._id,
            anchor,
            label: text,
            card: (
              <Card as="section" id={anchor} className={styles.qa} aria-labelledby={`${anchor}-title`}>
                <QuestionHeading anchor={anchor} number={index + 1} text={text} lang={lang} className={styles.question} />
                <CodeHtml html={question.answer_html} className={styles.answer} lang={lang} />
              </Card>
            ),
          };
        })}
      />

      <footer className={styles.footer}>
        <Button to="/faqs" variant="secondary">
          {t('faqs.detail.seeOther')}
        </Button>
        <Button variant="ghost" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          {t('faqs.detail.toTop')}
        </Button>
      </footer>
    </DetailArticle>
  );
}
