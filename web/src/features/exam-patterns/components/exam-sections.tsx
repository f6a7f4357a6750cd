import type { ExamPatternSection } from '@exam-prep/contract/public/exam-patterns';
import { difficultyTone } from '../lib/eligibility';
import styles from './exam-sections.module.css';

/** The exam's sections: figures, topics with their difficulty, and question types. */
export function ExamSections({ sections }: { sections: ExamPatternSection[] }) {
  return (
    <ol className={styles.sections}>
      {sections.map((section, index) => (
        <li key={`${section.section_name}-${index}`} className={styles.section}>
          <h3 className={styles.name}>
            {section.section_name}
            {section.section_code && <span className={styles.code}>{section.section_code}</span>}
          </h3>
          <ul className={styles.figures}>
            {section.questions != null && <li>{section.questions} questions</li>}
            {section.total_marks != null && <li>{section.total_marks} marks</li>}
            {section.duration != null && section.duration > 0 && <li>{section.duration} minutes</li>}
          </ul>
          {section.topics && section.topics.length > 0 && (
            <ul className={styles.topics} aria-label={`${section.section_name} topics`}>
              {section.topics.map((topic, topicIndex) => (
                <li key={`${topic.topic_name}-${topicIndex}`}>
                  <span>{topic.topic_name}</span>
                  {topic.difficulty_level && (
                    <span className={`${styles.difficulty} ${styles[difficultyTone(topic.difficulty_level)]}`}>
                      {topic.difficulty_level}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {section.question_types && section.question_types.length > 0 && (
            <p className={styles.types}>
              <span className={styles.typesLabel}>Question types:</span> {section.question_types.join(', ')}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
