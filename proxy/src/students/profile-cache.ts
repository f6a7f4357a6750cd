import { createHash } from 'node:crypto';
import type { StudentProfile } from '@exam-prep/contract/student/account';

/** How long a profile answer is reused: the spec's client asks on every page view, focus and route change. */
const PROFILE_TTL_MS = 5000;
const MAX_ENTRIES = 20_000;

/**
 * Each access token's profile for a few seconds, keyed by the token's hash (the token itself is never kept).
 * Logout, password change, sign-out everywhere and deletion on this proxy drop it at once; on other proxies an
 * entry lives at most PROFILE_TTL_MS, and their next Strapi call is refused by the ended session anyway.
 */
export class ProfileCache {
  private readonly entries = new Map<string, { profile: StudentProfile; expires: number }>();

  constructor(private readonly ttlMs = PROFILE_TTL_MS) {}

  get(accessToken: string): StudentProfile | undefined {
    const key = hash(accessToken);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.profile;
  }

  set(accessToken: string, profile: StudentProfile) {
    if (this.entries.size >= MAX_ENTRIES) this.dropExpired();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash(accessToken), { profile, expires: Date.now() + this.ttlMs });
  }

  /** Forgets one session's profile (logout). */
  drop(accessToken: string) {
    this.entries.delete(hash(accessToken));
  }

  /** Forgets every session's profile of a student (password change, sign-out everywhere, deletion). */
  dropStudent(studentId: string) {
    for (const [key, entry] of this.entries) if (entry.profile._id === studentId) this.entries.delete(key);
  }

  private dropExpired() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
