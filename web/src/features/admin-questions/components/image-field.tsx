import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { uploadUrl } from '@/lib/format';
import { ACCEPTED_IMAGE_TYPES, IMAGE_HINT, checkImageFile } from '@/features/admin-questions/lib/image-check';
import styles from './question-form.module.css';
import { Button } from '@/components/ui/button';

interface ImageFieldProps {
  label: string;
  /** A newly chosen picture. */
  file: File | null;
  /** The stored picture's file name (edit). */
  existing?: string | null;
  onChange: (file: File | null) => void;
}

/**
 * A picture for the question or an option: PNG or JPG hinted, checked on choice ('Please select a valid
 * image file', 'Image size should be less than 5MB'); previews the chosen or stored picture.
 */
export function ImageField({ label, file, existing, onChange }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    // A reset form (or a removed choice) also empties the file input itself.
    if (!file && input.current) input.current.value = '';
  }, [file]);

  // The chosen file's object URL lives exactly as long as the preview shows that file (a ref with cleanup).
  const showChosen = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  const stored = uploadUrl(existing);
  return (
    <div className={styles.imageField}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.fileInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (!chosen) return;
          const problem = checkImageFile(chosen);
          if (problem) {
            setError(problem);
            event.target.value = '';
            onChange(null);
            return;
          }
          setError('');
          onChange(chosen);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {IMAGE_HINT}
        {existing && !file ? ' · the current picture stays unless you choose another' : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {(file || stored) && (
        <div className={styles.preview}>
          <img
            ref={file ? showChosen : undefined}
            src={file ? undefined : stored}
            alt={file ? `Chosen picture for ${label.toLowerCase()}` : `Current picture for ${label.toLowerCase()}`}
          />
          {file && (
            <Button variant="secondary" onClick={() => onChange(null)}>
              Remove chosen picture
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
