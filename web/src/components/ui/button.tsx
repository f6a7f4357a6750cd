import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

// The shared look lives in global.css (`.btn`, `.btn-*`), which the exam screens still use by class name;
// the component is the one way the rest of the site asks for a button.
const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-outline',
  accent: 'btn-gold',
  ghost: styles.ghost ?? '',
  danger: 'btn-danger',
};

interface ButtonLook {
  /** primary: navy; secondary: outlined; accent: gold (the page's main call to action); ghost: no frame; danger. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/** The class list of a button of this look (for the rare element that must look like one but is neither). */
export function buttonClass({ variant = 'primary', size = 'md', className }: Omit<ButtonLook, 'children'>): string {
  return ['btn', VARIANT_CLASS[variant], size === 'sm' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonLook & Omit<ComponentPropsWithRef<'button'>, 'className'> & { to?: undefined };
type LinkButtonProps = ButtonLook & Omit<LinkProps, 'className'> & { to: LinkProps['to'] };

/** A button, or a router link that looks like one when given `to`; a plain button never submits unless asked. */
export function Button(props: ButtonProps | LinkButtonProps) {
  if (props.to !== undefined) {
    const { variant, size, className, ...link } = props;
    return <Link className={buttonClass({ variant, size, className })} {...link} />;
  }
  const { variant, size, className, type = 'button', ...button } = props;
  return <button type={type} className={buttonClass({ variant, size, className })} {...button} />;
}
