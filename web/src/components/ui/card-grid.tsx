import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import styles from './card-grid.module.css';

type CardGridProps = {
  /** The narrowest a card may be (a CSS length). */
  min?: string;
  gap?: 'md' | 'sm';
  /** Few cards stretch across the row instead of leaving empty columns. */
  stretch?: boolean;
} & ComponentPropsWithoutRef<'ul'>;

/** A <ul> of cards laid out in as many columns as fit the screen (one on a 360 px phone). */
export function CardGrid({ min = '16rem', gap = 'md', stretch = false, className, style, ...rest }: CardGridProps) {
  const classes = [styles.grid, gap === 'sm' ? styles.tight : '', stretch ? styles.stretch : '', className ?? ''];
  return <ul className={classes.filter(Boolean).join(' ')} style={{ '--card-min': min, ...style } as CSSProperties} {...rest} />;
}
