import type { ButtonHTMLAttributes } from 'react';
import styles from './admin-form.module.css';

/** The small outline button of the admin form cards (Remove, ↑ Up, + Add Topic…); never submits the form. */
export function SmallButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className={`btn btn-outline ${styles.small}`} {...props} />;
}
