import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import styles from './list-search-form.module.css';

interface CategoryField {
  label: string;
  /** The option that means every category. */
  allLabel: string;
  options: readonly string[];
  value: string;
}

interface ListSearchFormProps {
  /** The list page's path ('/faqs'): the form's address, in the page's language. */
  path: string;
  /** The field's accessible name, and its placeholder. */
  label: string;
  placeholder: string;
  submitLabel: string;
  clearLabel: string;
  /** The search in force (the address's `?search`). */
  search: string;
  /** A category select (`?category`), shown only when there are categories. */
  category?: CategoryField;
}

/** The address a list page's filters make: '/faqs?search=x&category=y', each part only when set. */
export function listFilterHref(path: string, search: string, category = ''): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (category) query.set('category', category);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A list page's search (and category) as a GET form to the page itself: without JavaScript the browser loads the
 * filtered page the server renders; with it, the router moves there. The fields are uncontrolled: give the form a
 * `key` of the address's filters.
 */
export function ListSearchForm({ path, label, placeholder, submitLabel, clearLabel, search, category }: ListSearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { href } = useI18n();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    navigate(listFilterHref(path, text('search'), text('category')));
  };
  const filtered = search.trim() !== '' || Boolean(category?.value);
  return (
    <form action={href(path)} method="get" role="search" aria-label={label} className={styles.form} onSubmit={onSubmit}>
      <div className={styles.row}>
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {label}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          className={`input ${styles.input}`}
          defaultValue={search}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" variant="accent" className={styles.submit}>
          {submitLabel}
        </Button>
      </div>
      {(category && category.options.length > 0) || filtered ? (
        <div className={styles.row}>
          {category && category.options.length > 0 && (
            <>
              <label htmlFor={`${id}-category`} className={styles.selectLabel}>
                {category.label}
              </label>
              <select id={`${id}-category`} name="category" className={`input ${styles.select}`} defaultValue={category.value}>
                <option value="">{category.allLabel}</option>
                {category.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </>
          )}
          {filtered && (
            <Link to={path} className={styles.clear}>
              {clearLabel}
            </Link>
          )}
        </div>
      ) : null}
    </form>
  );
}
