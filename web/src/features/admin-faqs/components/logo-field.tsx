import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { preferErrorField } from '@/lib/form-error';
import { uploadImage } from '@/features/admin-faqs/api/faqs';
import { logoFileProblem, readAsDataUrl, UNREADABLE_IMAGE } from '@/features/admin-faqs/lib/logo';
import styles from './faq-form.module.css';

interface LogoFieldProps {
  value: string;
  onChange: (url: string) => void;
}

/** 'Logo Image (Optional)': upload a picture (JSON base64 to /api/upload/image), preview it, remove it. */
export function LogoField({ value, onChange }: LogoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    setUploading(true);
    try {
      let image: string;
      try {
        image = await readAsDataUrl(file);
      } catch {
        setError(UNREADABLE_IMAGE);
        return;
      }
      const { url } = await uploadImage(image, 'faq-logos');
      onChange(url);
    } catch (failure) {
      setError(preferErrorField(failure, 'Failed to upload image'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.field}>
      <span className="field-label">Logo Image (Optional)</span>
      {value && (
        <div className={styles.logoPreview}>
          <img src={value} alt="Logo preview" width={80} height={80} />
          <Button variant="secondary" size="sm" onClick={() => onChange('')}>
            Remove logo
          </Button>
        </div>
      )}
      {/* The native file input, visually hidden but focusable; its label is the visible button. */}
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        disabled={uploading}
        onChange={(event) => void pick(event)}
      />
      <label htmlFor={inputId} className={buttonClass({ variant: 'secondary', className: styles.fileButton })} aria-disabled={uploading}>
        {uploading ? 'Uploading...' : 'Upload Logo'}
      </label>
      <p id={hintId} className={styles.hint}>
        Max 5MB, PNG/JPG/WEBP
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
