import { useMemo } from 'react';
import type { CodeQuestion } from '@exam-prep/contract/public/programming';
import { CodeBlock } from '@/components/code/code-block';
import { CodeHtml } from '@/components/code/code-html';
import { QuestionHeading } from '@/components/content-detail/content-detail';
import { Card } from '@/components/ui/card';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { questionAnchor } from '@/lib/numbering';
import { stripHtml } from '@/lib/plain-text';
import { groupBlocks } from '@/features/programming-topics/lib/topics';
import { CodeTabs } from './code-tabs';
import { DifficultyChip } from './difficulty-chip';
import styles from './question-card.module.css';

/** A code question: its number and title, its difficulty, its description, then its blocks in order. */
export function QuestionCard({ question, index }: { question: CodeQuestion; index: number }) {
  const { locale } = useI18n();
  const lang = contentLang(question, locale);
  const groups = useMemo(() => groupBlocks(question.content_blocks), [question.content_blocks]);
  const anchor = questionAnchor(index);
  return (
    <Card as="section" id={anchor} className={styles.card} aria-labelledby={`${anchor}-title`}>
      <div className={styles.head}>
        <QuestionHeading
          anchor={anchor}
          number={index + 1}
          text={stripHtml(question.title) || question.title}
          lang={lang}
          className={styles.title}
        />
        <DifficultyChip level={question.difficulty} />
      </div>
      {question.description_html && <CodeHtml html={question.description_html} className={styles.text} lang={lang} />}
      {groups.length > 0 && (
        <div className={styles.blocks}>
          {groups.map((group, position) =>
            group.kind === 'tabs' ? (
              <CodeTabs key={position} id={`${anchor}-solutions-${position}`} blocks={group.blocks} />
            ) : group.block.type === 'code' ? (
              <CodeBlock
                key={position}
                code={group.block.code}
                html={group.block.code_html}
                language={group.block.language}
                label={group.block.label}
              />
            ) : (
              <CodeHtml key={position} html={group.block.text_html} className={styles.text} lang={lang} />
            ),
          )}
        </div>
      )}
    </Card>
  );
}
