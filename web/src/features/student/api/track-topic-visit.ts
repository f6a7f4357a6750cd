import { studentRequest } from './student-request';

/** POST /api/student/track-topic-visit: an upsert (the visit moves to the front with a new time). */
export const trackTopicVisit = (topicName: string, subTopicName: string) =>
  studentRequest<{ message: string }>('/api/student/track-topic-visit', { method: 'POST', body: { topicName, subTopicName } });
