import { LANGUAGE_GROUPS, languageName } from '@/features/admin-cheatsheets/lib/languages';

/** The code language choice, grouped as in the spec. */
export function LanguageSelect({ id, value, onChange }: { id: string; value: string; onChange: (language: string) => void }) {
  return (
    <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
      {LANGUAGE_GROUPS.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.languages.map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
