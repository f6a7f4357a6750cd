import { useId, type ReactNode } from 'react';

interface LabelledControlProps {
  label: string;
  className?: string;
  /** Renders the control with the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A visible label above one control of the admin filters and search boxes. */
export function LabelledControl({ label, className, children }: LabelledControlProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
