import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { randomBytes } from 'crypto';
import {
  REPORT_NOTES_SHOWN,
  REPORT_REASONS,
  type ReportReason,
  type ReportStatus,
  type ResolvedStatus,
} from '@exam-prep/contract/report-reasons';
import type { AdminReportPage, MyReport, ReportStats, StudentReport } from '@exam-prep/contract/reports';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { isoTime } from '#src/api/student-progress/rows.js';

export const REPORT_UID = 'api::question-report.question-report';
const QUESTION_UID = 'api::question.question';
/** A question's title as the lists show it: its plain text, cut. */
const TITLE_CHARS = 120;
/** The most rows of the student's list. */
const STUDENT_LIST_MAX = 100;

export interface ReportingQuestion {
  id: number;
  held: boolean;
}

export interface Reporter {
  /** SHA-256 (hex) of the browser's reporter token, made by the proxy: the token itself never reaches the CMS. */
  reporterHash?: string;
  studentId?: number;
}

export interface AdminListQuery {
  status: ReportStatus;
  reason?: ReportReason;
  page: number;
  limit: number;
}

export interface ExportRow {
  question_id: string;
  question: string;
  subtopic: string;
  reason: string;
  note: string;
  status: string;
  resolved_note: string;
  created_at: string;
  resolved_at: string;
}

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** A database time (a Date, SQLite's milliseconds or text) as ISO-8601 UTC. */
export function isoOf(value: unknown): string {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{10,}$/.test(value))) return new Date(Number(value)).toISOString();
  return isoTime(value);
}

const titleOf = (text: unknown) => {
  const plain = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > TITLE_CHARS ? `${plain.slice(0, TITLE_CHARS - 1)}…` : plain;
};

/**
 * Reports of mistakes in questions (docs/question-reports.md): written by the proxy for students, worked through by
 * administrators. The admin list is grouped by question in SQL, so a page costs the same at a thousand reports as at ten.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const reports = () => strapi.db.query(REPORT_UID);
  const joinTable = (attribute: 'question' | 'student'): JoinTable =>
    (strapi.db.metadata.get(REPORT_UID).attributes[attribute] as unknown as { joinTable: JoinTable }).joinTable;
  const tables = () => {
    const question = joinTable('question');
    return {
      reports: strapi.db.metadata.get(REPORT_UID).tableName,
      link: question.name,
      linkReport: question.joinColumn.name,
      linkQuestion: question.inverseJoinColumn.name,
      questions: strapi.db.metadata.get(QUESTION_UID).tableName,
    };
  };
  /** Each question's subtopic name, through the question's own link table. */
  const subtopicJoin = () => {
    const link = (strapi.db.metadata.get(QUESTION_UID).attributes.subtopic as unknown as { joinTable: JoinTable }).joinTable;
    return { link: link.name, question: link.joinColumn.name, subtopic: link.inverseJoinColumn.name };
  };

  const reporterWhere = ({ reporterHash, studentId }: Reporter) => ({
    $or: [...(reporterHash ? [{ reporter_hash: reporterHash }] : []), ...(studentId ? [{ student: { id: studentId } }] : [])],
  });

  return {
    /** The base (English) row of a question by its documentId, or undefined. */
    async findQuestion(documentId: string): Promise<ReportingQuestion | undefined> {
      const row = (await strapi.db
        .query(QUESTION_UID)
        .findOne({ where: { documentId, locale: BASE_LOCALE }, select: ['id', 'held_for_tests'] })) as {
        id: number;
        held_for_tests?: boolean | null;
      } | null;
      return row ? { id: row.id, held: row.held_for_tests === true } : undefined;
    },

    /** True when this reporter (token or account) already reported this question for this reason. */
    async alreadyReported(questionId: number, reason: ReportReason, reporter: Reporter): Promise<boolean> {
      if (!reporter.reporterHash && !reporter.studentId) return false;
      const found = await reports().count({ where: { $and: [{ question: { id: questionId } }, { reason }, reporterWhere(reporter)] } });
      return found > 0;
    },

    async create(questionId: number, reason: ReportReason, note: string | undefined, reporter: Reporter): Promise<string> {
      const now = new Date();
      const row = (await reports().create({
        data: {
          documentId: randomBytes(12).toString('hex'),
          question: questionId,
          reason,
          note: note ? note : null,
          report_status: 'open',
          reporter_hash: reporter.reporterHash ?? null,
          student: reporter.studentId ?? null,
          createdAt: now,
          updatedAt: now,
        },
      })) as { documentId: string };
      return row.documentId;
    },

    /** This reporter's reports of a question (by token or account), newest first. */
    async mine(questionId: number, reporter: Reporter): Promise<MyReport[]> {
      if (!reporter.reporterHash && !reporter.studentId) return [];
      const rows = (await reports().findMany({
        where: { $and: [{ question: { id: questionId } }, reporterWhere(reporter)] },
        select: ['documentId', 'reason', 'report_status', 'createdAt', 'resolved_at'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })) as Array<{ documentId: string; reason: ReportReason; report_status: ReportStatus; createdAt: unknown; resolved_at: unknown }>;
      return rows.map((row) => ({
        _id: row.documentId,
        reason: row.reason,
        status: row.report_status,
        created_at: isoOf(row.createdAt),
        resolved_at: row.resolved_at ? isoOf(row.resolved_at) : null,
      }));
    },

    /** A student's own reports, newest first (at most 100). */
    async ofStudent(studentId: number): Promise<StudentReport[]> {
      const rows = (await reports().findMany({
        where: { student: { id: studentId }, question: { id: { $notNull: true } } },
        select: ['documentId', 'reason', 'report_status', 'createdAt', 'resolved_at'],
        populate: { question: { select: ['documentId', 'question_title'] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: STUDENT_LIST_MAX,
      })) as Array<{
        documentId: string;
        reason: ReportReason;
        report_status: ReportStatus;
        createdAt: unknown;
        resolved_at: unknown;
        question?: { documentId: string; question_title?: string | null } | null;
      }>;
      return rows
        .filter((row) => row.question)
        .map((row) => ({
          _id: row.documentId,
          reason: row.reason,
          status: row.report_status,
          created_at: isoOf(row.createdAt),
          resolved_at: row.resolved_at ? isoOf(row.resolved_at) : null,
          question_id: row.question!.documentId,
          question_title: titleOf(row.question!.question_title),
        }));
    },

    /** Reported questions, most reported first: grouped, counted, ordered and paged in one query. */
    async adminList({ status, reason, page, limit }: AdminListQuery): Promise<AdminReportPage> {
      const t = tables();
      const db = knex();
      const matching = () => {
        const query = db(`${t.reports} as r`).join(`${t.link} as l`, `l.${t.linkReport}`, 'r.id').where('r.report_status', status);
        return query;
      };
      const reasonSums = REPORT_REASONS.map((each) => db.raw('SUM(CASE WHEN r.reason = ? THEN 1 ELSE 0 END) AS ??', [each, each]));
      const grouped = matching()
        .select(`l.${t.linkQuestion} as question_row`)
        .count({ total: '*' })
        .max({ latest_at: 'r.created_at' })
        .select(reasonSums)
        .groupBy(`l.${t.linkQuestion}`);
      if (reason) grouped.havingRaw('SUM(CASE WHEN r.reason = ? THEN 1 ELSE 0 END) > 0', [reason]);

      const totalQuery = matching().countDistinct({ n: `l.${t.linkQuestion}` });
      if (reason) totalQuery.where('r.reason', reason);

      const [groups, [{ n: totalQuestions }]] = await Promise.all([
        grouped
          .clone()
          .orderBy([
            { column: 'total', order: 'desc' },
            { column: 'latest_at', order: 'desc' },
            { column: 'question_row', order: 'desc' },
          ])
          .offset((page - 1) * limit)
          .limit(limit) as unknown as Promise<Array<Record<string, unknown>>>,
        totalQuery as unknown as Promise<Array<{ n: unknown }>>,
      ]);
      const rowIds = groups.map((group) => Number(group.question_row));
      const questions = new Map<number, { documentId: string; title: string; subtopic: string | null }>();
      const notes = new Map<number, Array<{ note: string; reason: ReportReason; created_at: string }>>();
      if (rowIds.length > 0) {
        const s = subtopicJoin();
        const [questionRows, noteRows] = await Promise.all([
          db(`${t.questions} as q`)
            .leftJoin(`${s.link} as sl`, `sl.${s.question}`, 'q.id')
            .leftJoin('subtopics as st', 'st.id', `sl.${s.subtopic}`)
            .whereIn('q.id', rowIds)
            .select('q.id', 'q.document_id', 'q.question_title', 'st.subtopic_name') as Promise<
            Array<{ id: number; document_id: string; question_title: string | null; subtopic_name: string | null }>
          >,
          // Each question's latest notes, numbered in SQL so that only those shown are read.
          db
            .select('question_row', 'note', 'reason', 'created_at')
            .from(
              matching()
                .whereIn(`l.${t.linkQuestion}`, rowIds)
                .whereNotNull('r.note')
                .whereNot('r.note', '')
                .select(`l.${t.linkQuestion} as question_row`, 'r.note', 'r.reason', 'r.created_at')
                .select(db.raw(`ROW_NUMBER() OVER (PARTITION BY l.?? ORDER BY r.created_at DESC, r.id DESC) AS shown`, [t.linkQuestion]))
                .as('numbered'),
            )
            .where('shown', '<=', REPORT_NOTES_SHOWN)
            .orderBy([{ column: 'question_row' }, { column: 'shown' }]) as Promise<
            Array<{ question_row: number; note: string; reason: ReportReason; created_at: unknown }>
          >,
        ]);
        for (const row of questionRows)
          if (!questions.has(Number(row.id)))
            questions.set(Number(row.id), {
              documentId: row.document_id,
              title: titleOf(row.question_title),
              subtopic: row.subtopic_name ?? null,
            });
        for (const row of noteRows) {
          const list = notes.get(Number(row.question_row)) ?? [];
          list.push({ note: row.note, reason: row.reason, created_at: isoOf(row.created_at) });
          notes.set(Number(row.question_row), list);
        }
      }
      return {
        questions: groups
          .filter((group) => questions.has(Number(group.question_row)))
          .map((group) => {
            const question = questions.get(Number(group.question_row))!;
            return {
              question_id: question.documentId,
              question_title: question.title,
              subtopic_name: question.subtopic,
              total: Number(group.total),
              counts: Object.fromEntries(REPORT_REASONS.map((each) => [each, Number(group[each] ?? 0)])) as Record<ReportReason, number>,
              latest_at: isoOf(group.latest_at),
              notes: notes.get(Number(group.question_row)) ?? [],
            };
          }),
        pagination: { page, limit, total: Number(totalQuestions ?? 0) },
      };
    },

    /** Marks every open report of a question fixed or rejected; how many. */
    async resolve(questionId: number, status: ResolvedStatus, note: string | undefined): Promise<number> {
      const now = new Date();
      // Strapi's updateMany cannot filter through a relation: the open reports' ids first.
      const open = (await reports().findMany({ where: { question: { id: questionId }, report_status: 'open' }, select: ['id'] })) as Array<{
        id: number;
      }>;
      if (open.length === 0) return 0;
      const { count } = (await reports().updateMany({
        where: { id: { $in: open.map((row) => row.id) }, report_status: 'open' },
        data: { report_status: status, resolved_note: note ? note : null, resolved_at: now, updatedAt: now },
      })) as { count: number };
      return count;
    },

    async openCount(questionId: number): Promise<number> {
      return reports().count({ where: { question: { id: questionId }, report_status: 'open' } });
    },

    async stats(): Promise<ReportStats> {
      const t = tables();
      const rows = (await knex()(t.reports).select('report_status').count({ n: '*' }).groupBy('report_status')) as Array<{
        report_status: string;
        n: unknown;
      }>;
      const of = (status: ReportStatus) => Number(rows.find((row) => row.report_status === status)?.n ?? 0);
      return { open: of('open'), fixed: of('fixed'), rejected: of('rejected') };
    },

    /** One page of the export's rows (a report each), oldest first. */
    async exportRows(status: ReportStatus, offset: number, limit: number): Promise<ExportRow[]> {
      const t = tables();
      const s = subtopicJoin();
      const rows = (await knex()(`${t.reports} as r`)
        .join(`${t.link} as l`, `l.${t.linkReport}`, 'r.id')
        .join(`${t.questions} as q`, 'q.id', `l.${t.linkQuestion}`)
        .leftJoin(`${s.link} as sl`, `sl.${s.question}`, 'q.id')
        .leftJoin('subtopics as st', 'st.id', `sl.${s.subtopic}`)
        .where('r.report_status', status)
        .select(
          'q.document_id',
          'q.question_title',
          'st.subtopic_name',
          'r.reason',
          'r.note',
          'r.report_status',
          'r.resolved_note',
          'r.created_at',
          'r.resolved_at',
        )
        .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
        .offset(offset)
        .limit(limit)) as Array<Record<string, unknown>>;
      return rows.map((row) => ({
        question_id: String(row.document_id),
        question: titleOf(row.question_title),
        subtopic: String(row.subtopic_name ?? ''),
        reason: String(row.reason),
        note: String(row.note ?? ''),
        status: String(row.report_status),
        resolved_note: String(row.resolved_note ?? ''),
        created_at: isoOf(row.created_at),
        resolved_at: row.resolved_at ? isoOf(row.resolved_at) : '',
      }));
    },

    /** Reports whose question is gone (deleted through any path): deleted with it. */
    async deleteOrphans(): Promise<number> {
      const t = tables();
      return knex()(t.reports).whereNotIn('id', knex()(t.link).select(t.linkReport)).delete();
    },

    /** A deleted student's reports stay (editors still need them), no longer linked to the account. */
    async unlinkStudent(studentId: number): Promise<void> {
      const student = joinTable('student');
      await knex()(student.name).where(student.inverseJoinColumn.name, studentId).delete();
    },
  };
};
