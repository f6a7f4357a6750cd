import { useEffect, useRef, type ReactNode } from 'react';
import styles from './result-summary.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface ResultSummaryProps {
  heading: string;
  subtitle: string;
  /** The score and its figures, between the subtitle and the actions. */
  children: ReactNode;
  backTo: string;
  backLabel: string;
  againLabel: string;
  onAgain: () => void;
}

/** The card atop a test's result: its heading takes focus (the page scrolled to the top), then the way back and a new go. */
export function ResultSummary({ heading, subtitle, children, backTo, backLabel, againLabel, onAgain }: ResultSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, []);

  return (
    <Card as="section" className={styles.summary} aria-labelledby="result-heading">
      <h1 id="result-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.subtitle}>{subtitle}</p>
      {children}
      <div className={styles.actions}>
        <Button to={backTo}>{backLabel}</Button>
        <Button variant="accent" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>
    </Card>
  );
}
