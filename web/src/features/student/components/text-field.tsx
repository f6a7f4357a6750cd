import { useId, useState, type InputHTMLAttributes } from 'react';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import styles from './auth-card.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'className'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
}

/** A labelled input (its hint tied to it for screen readers). */
export function TextField({ label, value, onValue, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with its own Show/Hide button. */
export function PasswordField({ label, value, onValue, hint, ...input }: TextFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.field}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          spellCheck={false}
          autoCapitalize="off"
          {...input}
        />
        <Button variant="secondary" className={styles.toggle} onClick={() => setShown((now) => !now)} aria-controls={id}>
          {shown ? t('student.fields.hide') : t('student.fields.show')}
          {/* Named with its field ("Show Confirm Password"): a form has more than one. */}
          <span className="visually-hidden"> {label}</span>
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
