import { useId, type ReactNode } from 'react';
import styles from './page-hero.module.css';

interface HeroSearchProps {
  /** The field's accessible name (the hero shows no visible label: the placeholder says what to type). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Controls on the same row, e.g. a Filters button. */
  children?: ReactNode;
}

/** The search box in a list page's PageHero: filters as the student types. */
export function HeroSearch({ label, placeholder, value, onChange, children }: HeroSearchProps) {
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
      {children}
    </div>
  );
}
