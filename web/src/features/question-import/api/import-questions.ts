import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportAnswer, ImportDryRunAnswer, ImportError } from '@exam-prep/contract/admin/question-import';
import { readImportOutcome, type ImportOutcome } from '@/features/question-import/lib/import-outcome';

/**
 * POST /api/questions/import (admin session), multipart: `file` plus dry_run, skip_invalid, subtopic (a subtopic's
 * name) and exams (names separated by ";"). 200 {valid, errors} for a dry run, {created, skipped, errors} for an
 * import; 400 {message, errors} when refused; 401 without a session; 413 past 200 MB.
 * Sent with XMLHttpRequest rather than fetch: only it reports the upload's progress.
 */
export type { ImportAnswer, ImportDryRunAnswer, ImportError };

export interface ImportRequest {
  file: File;
  dryRun: boolean;
  skipInvalid: boolean;
  /** A subtopic's name for rows naming none ('' for no default). */
  subtopic: string;
  /** Exam names for rows naming none. */
  exams: string[];
}

/** Where a request is: sending the file (bytes so far of total), then waiting while the server checks or writes. */
export type ImportProgress = { stage: 'uploading'; loaded: number; total: number } | { stage: 'processing' };

export function importFormData(request: ImportRequest): FormData {
  const form = new FormData();
  // Fields before the file: the server reads them as the upload streams in.
  if (request.dryRun) form.append('dry_run', 'true');
  if (request.skipInvalid) form.append('skip_invalid', 'true');
  if (request.subtopic) form.append('subtopic', request.subtopic);
  if (request.exams.length > 0) form.append('exams', request.exams.join(';'));
  form.append('file', request.file, request.file.name);
  return form;
}

/** Sends one import (or dry run); resolves with its outcome, never rejects (a network failure is an outcome too). */
export function sendImport(
  request: ImportRequest,
  onProgress: (progress: ImportProgress) => void,
): { done: Promise<ImportOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ImportOutcome>((resolve) => {
    xhr.open('POST', '/api/questions/import');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ stage: 'uploading', loaded: event.loaded, total: event.total });
    };
    xhr.upload.onload = () => onProgress({ stage: 'processing' });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve(readImportOutcome(xhr.status, body, request.dryRun));
    };
    xhr.onerror = () => resolve(readImportOutcome(0, undefined, request.dryRun));
    xhr.onabort = () => resolve({ kind: 'failed', message: 'The upload was cancelled.' });
    onProgress({ stage: 'uploading', loaded: 0, total: request.file.size });
    xhr.send(importFormData(request));
  });
  return { done, abort: () => xhr.abort() };
}

/** The screen's one request at a time: its progress while it runs, and an abort when the screen goes away. */
export function useImportRequest() {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const running = useRef<{ abort: () => void } | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async (request: ImportRequest): Promise<ImportOutcome> => {
    running.current?.abort();
    const sent = sendImport(request, setProgress);
    running.current = sent;
    try {
      return await sent.done;
    } finally {
      if (running.current === sent) running.current = null;
      setProgress(null);
    }
  }, []);

  return { run, progress, busy: progress !== null };
}
