import type { ReactNode } from 'react';
import { LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import adminStyles from './admin.module.css';

interface LoadedRecordProps {
  /** The record's SWR answer: loading until it has data or an error. */
  response: { data?: unknown; error?: unknown; isLoading: boolean };
  /** 'Loading topic...' */
  loadingLabel: string;
  /** 'Failed to load topic', shown with a way back to the list. */
  errorText: string;
  back: { to: string; label: string };
  /** The edit form, once the record is here. */
  children: ReactNode;
}

/** An edit page's body: the spinner while the record loads, the failure with a Back button, or the form. */
export function LoadedRecord({ response, loadingLabel, errorText, back, children }: LoadedRecordProps) {
  if (response.isLoading || (!response.data && !response.error)) return <LoadingState label={loadingLabel} />;
  if (response.error || !response.data)
    return (
      <>
        <p className={adminStyles.error} role="alert">
          {errorText}
        </p>
        <Button variant="secondary" to={back.to}>
          {back.label}
        </Button>
      </>
    );
  return children;
}
