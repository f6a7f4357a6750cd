/**
 * A field's value and onChange bound to one key of a form's values, so a field is one line:
 * `<SelectField label="Exam Mode" options={EXAM_MODES} {...bind('exam_mode')} />`.
 */
export function fieldBinder<Values>(values: Values, set: <K extends keyof Values>(key: K, value: Values[K]) => void) {
  return <K extends keyof Values>(key: K) => ({ value: values[key], onChange: (value: Values[K]) => set(key, value) });
}

/** fieldBinder for a form that takes its changes as patches: `onChange({ year })`. */
export function patchBinder<Values>(values: Values, onChange: (patch: Partial<Values>) => void) {
  return fieldBinder(values, (key, value) => {
    const patch: Partial<Values> = {};
    patch[key] = value;
    onChange(patch);
  });
}
