import { createHash } from 'node:crypto';
import type { StudentProfile } from '@exam-prep/contract/student/account';
import type { PeerChannel } from '#src/shared/shared-state.js';

/** How long a profile answer is reused: the spec's client asks on every page view, focus and route change. */
const PROFILE_TTL_MS = 5000;
const MAX_ENTRIES = 20_000;

/** What one proxy tells the others to forget: a session's profile (its token's hash) or every one of a student. */
type Forget = { token: string } | { student: string };

/**
 * Each access token's profile for a few seconds, keyed by the token's hash (the token itself is never kept).
 * Logout, password change, sign-out everywhere and deletion drop it at once, on this proxy and, through `peers`
 * (Redis), on the others; a message lost while Redis is down leaves an entry its few seconds at most.
 */
export class ProfileCache {
  private readonly entries = new Map<string, { profile: StudentProfile; expires: number }>();

  constructor(
    private readonly peers?: PeerChannel,
    private readonly ttlMs = PROFILE_TTL_MS,
  ) {
    peers?.subscribe((raw) => {
      try {
        const forget = JSON.parse(raw) as Partial<{ token: unknown; student: unknown }>;
        if (typeof forget.token === 'string') this.entries.delete(forget.token);
        if (typeof forget.student === 'string') this.forgetStudent(forget.student);
      } catch {
        // A malformed message is dropped.
      }
    });
  }

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

  /** Forgets one session's profile (logout), here and on the other proxies. */
  drop(accessToken: string) {
    const key = hash(accessToken);
    this.entries.delete(key);
    this.tellPeers({ token: key });
  }

  /** Forgets every session's profile of a student (password change, sign-out everywhere, deletion), everywhere. */
  dropStudent(studentId: string) {
    this.forgetStudent(studentId);
    this.tellPeers({ student: studentId });
  }

  private forgetStudent(studentId: string) {
    for (const [key, entry] of this.entries) if (entry.profile._id === studentId) this.entries.delete(key);
  }

  private tellPeers(forget: Forget) {
    this.peers?.publish(JSON.stringify(forget));
  }

  private dropExpired() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
