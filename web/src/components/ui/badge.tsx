import type { ComponentPropsWithoutRef } from 'react';
import styles from './badge.module.css';

/** gold: a category or a "featured" mark; neutral: a kind of page; muted: a code beside a name. */
export type BadgeTone = 'gold' | 'neutral' | 'muted';

type BadgeProps = { tone?: BadgeTone } & ComponentPropsWithoutRef<'span'>;

/** A short label in a small pill (a category, a result's kind, a section code). */
export function Badge({ tone = 'gold', className, ...rest }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
