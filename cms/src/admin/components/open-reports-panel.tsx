import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { Flex, Link, Typography } from '@strapi/design-system';

/** The Content Manager's list of reports (its own API, with the editor's permissions) and the open ones' address. */
const REPORTS_API = '/content-manager/collection-types/api::question-report.question-report';
const OPEN_REPORTS_LIST = `/admin${REPORTS_API}?filters[$and][0][report_status][$eq]=open&page=1`;

interface PanelProps {
  model: string;
  documentId?: string;
}

/**
 * A side panel of a question's edit view: "N open reports" of a mistake in it, while it has any, so an editor who
 * corrects a question here (not only on /manage-reports) knows students reported it. Nothing for other types, a new
 * question or one without open reports.
 */
export function OpenReportsPanel({ model, documentId }: PanelProps) {
  const { get } = useFetchClient();
  const [open, setOpen] = useState(0);
  const isQuestion = model === 'api::question.question' && Boolean(documentId);
  useEffect(() => {
    if (!isQuestion) return;
    let live = true;
    const filters = { $and: [{ question: { documentId: { $eq: documentId } } }, { report_status: { $eq: 'open' } }] };
    get<{ pagination: { total: number } }>(REPORTS_API, { params: { page: 1, pageSize: 1, filters } }).then(
      ({ data }) => live && setOpen(data.pagination.total),
      // No permission to read reports (an Author's own entries only) or no answer: no panel.
      () => live && setOpen(0),
    );
    return () => {
      live = false;
    };
  }, [get, isQuestion, documentId]);
  if (!isQuestion || open === 0) return null;
  return {
    title: 'Reports of mistakes',
    content: (
      <Flex direction="column" alignItems="flex-start" gap={2}>
        <Typography variant="omega" fontWeight="bold">
          {open === 1 ? '1 open report' : `${open} open reports`}
        </Typography>
        <Typography variant="pi">Once the question is corrected, mark them fixed.</Typography>
        <Link href={OPEN_REPORTS_LIST}>See the open reports</Link>
      </Flex>
    ),
  };
}
