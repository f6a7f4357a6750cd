/**
 * localStorage with JSON, never throwing: private browsing, full storage or corrupt data must not break a
 * page. Failures are only logged, as the spec says for saved questions.
 */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch (error) {
    console.error(`Could not read ${key} from local storage`, error);
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`Could not write ${key} to local storage`, error);
    return false;
  }
}
