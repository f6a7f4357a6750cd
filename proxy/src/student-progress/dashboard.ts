import type { z } from 'zod';
import type {
  DashboardAnswer,
  dashboardTestResult,
  dashboardVisit,
  paperAttempt,
  subtopicAccuracy,
} from '@exam-prep/contract/student/progress';

type TestResult = z.infer<typeof dashboardTestResult>;
type Visit = z.infer<typeof dashboardVisit>;
type Paper = z.infer<typeof paperAttempt>;
type Accuracy = z.infer<typeof subtopicAccuracy>;

/** Weakest subtopics are named only from this many answers on: two lucky guesses are no measure. */
export const WEAKEST_MIN_ANSWERS = 5;
export const WEAKEST_COUNT = 3;
/** India Standard Time: students' days begin at midnight there (UTC+5:30, no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 86_400_000;

/** Correct over answered of every topic-test result of each subtopic, ordered by topic and subtopic. */
export function accuracyBySubtopic(results: TestResult[], topicOfSubtopic: Record<string, string>): Accuracy[] {
  const totals = new Map<string, { correct: number; answered: number }>();
  for (const { subTopicName, score } of results) {
    const total = totals.get(subTopicName) ?? { correct: 0, answered: 0 };
    total.correct += score.correct;
    total.answered += score.answered;
    totals.set(subTopicName, total);
  }
  return [...totals]
    .map(([subTopicName, { correct, answered }]) => ({
      topicName: topicOfSubtopic[subTopicName] ?? '',
      subTopicName,
      correct,
      answered,
      accuracy: answered === 0 ? 0 : Math.round((correct / answered) * 100),
    }))
    .sort((a, b) => a.topicName.localeCompare(b.topicName) || a.subTopicName.localeCompare(b.subTopicName));
}

/** The WEAKEST_COUNT lowest accuracies among subtopics with WEAKEST_MIN_ANSWERS answers or more, weakest first. */
export function weakestSubtopics(accuracy: Accuracy[]): Accuracy[] {
  return accuracy
    .filter((item) => item.answered >= WEAKEST_MIN_ANSWERS)
    .sort((a, b) => a.correct / a.answered - b.correct / b.answered || b.answered - a.answered)
    .slice(0, WEAKEST_COUNT);
}

/** The day number (days since the epoch) of a moment, in India time. */
const indiaDay = (time: string | number) => Math.floor((new Date(time).getTime() + INDIA_OFFSET_MS) / DAY_MS);

/**
 * Days in a row (India time) with something done: the current run ends today or yesterday (a day not over yet does
 * not break it), the longest is the longest ever.
 */
export function practiceStreak(times: string[], now: number = Date.now()): { current: number; longest: number } {
  const days = [...new Set(times.map(indiaDay).filter(Number.isFinite))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (const [index, day] of days.entries()) {
    run = index > 0 && day === days[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const today = indiaDay(now);
  const last = days.at(-1);
  const current = last !== undefined && today - last <= 1 ? run : 0;
  return { current, longest };
}

export interface DashboardParts {
  username: string;
  email: string;
  savedQuestions: DashboardAnswer['savedQuestions'];
  testResults: TestResult[];
  visitedTopics: Visit[];
  papers: Paper[];
  topicOfSubtopic: Record<string, string>;
}

/** The spec's dashboard with ours beside it (contract/src/student/progress.ts dashboardAnswer). */
export function dashboardOf(parts: DashboardParts, now: number = Date.now()): DashboardAnswer {
  const { testResults, visitedTopics, papers } = parts;
  const accuracy = accuracyBySubtopic(testResults, parts.topicOfSubtopic);
  const average = testResults.length === 0 ? 0 : testResults.reduce((sum, result) => sum + result.score.percentage, 0) / testResults.length;
  return {
    username: parts.username,
    email: parts.email,
    savedQuestions: parts.savedQuestions,
    testResults,
    visitedTopics,
    stats: {
      totalSavedQuestions: parts.savedQuestions.length,
      totalTestsCompleted: testResults.length,
      totalTopicsVisited: visitedTopics.length,
      averageTestScore: Math.round(average),
    },
    accuracyBySubtopic: accuracy,
    weakest: weakestSubtopics(accuracy),
    streak: practiceStreak(
      [
        ...testResults.map((result) => result.completedAt),
        ...visitedTopics.map((visit) => visit.visitedAt),
        ...papers.map((paper) => paper.submittedAt),
      ],
      now,
    ),
    papers,
    continueAt: visitedTopics[0] ?? null,
  };
}
