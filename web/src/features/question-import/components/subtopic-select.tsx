import { useMemo } from 'react';
import type { Subtopic } from '@/api/subtopics';
import { titleCase } from '@/lib/format';

/** Subtopics grouped by topic, each option's value its stored name (what import and export files name). */
export function SubtopicOptions({ subtopics }: { subtopics: Subtopic[] }) {
  const groups = useMemo(() => {
    const byTopic = new Map<string, Subtopic[]>();
    for (const subtopic of subtopics) {
      const topic = subtopic.topic_id ? titleCase(subtopic.topic_id.topic_name) : 'Other';
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), subtopic]);
    }
    return [...byTopic].sort(([a], [b]) => a.localeCompare(b));
  }, [subtopics]);
  return groups.map(([topic, items]) => (
    <optgroup key={topic} label={topic}>
      {items.map((subtopic) => (
        <option key={subtopic._id} value={subtopic.subtopic_name}>
          {titleCase(subtopic.subtopic_name)} ({subtopic.subtopic_name})
        </option>
      ))}
    </optgroup>
  ));
}
