/**
 * The student accounts' rules and the server's messages (a module of its own: the web app shows and translates
 * them without the account module's password estimator and its dictionaries).
 */

// ── The rules, checked on the server (the client checks only what the spec's client does) ──

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters, digits, dot, underscore and hyphen; compared without letter case (Asha and asha are one name). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** zxcvbn's score (0-4) a password must reach: 3 means "safely unguessable" against an online attack. */
export const PASSWORD_MIN_SCORE = 3;
export const DISPLAY_NAME_MAX = 40;

export const MESSAGES = {
  fillInAllFields: 'Please fill in all fields',
  usernameRule: `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, dot (.), underscore (_) or hyphen (-).`,
  usernameTaken: 'That username is taken. Please choose another.',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  /** Registered: the same words whether or not the email already had an account (nothing is revealed). */
  registered: 'Registration successful! Check your inbox for a link to verify your email, then sign in.',
  invalidCredentials: 'Invalid username or password',
  notVerified:
    'Please verify your email before signing in: open the link we sent you. No mail? Ask for a new one at /student/resend-verification.',
  blocked: 'This account has been blocked. Please write to the site team if you think this is a mistake.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'Signed out on every device',
  notSignedIn: 'Please sign in to continue.',
  verified: 'Email verified successfully!',
  alreadyVerified: 'Email already verified',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Ask for a new one below.',
  noToken: 'Invalid verification link. No token provided.',
  /** Resend, forgot password: the same answer whatever the address (nothing is revealed). */
  verificationSent: 'Verification email sent! Please check your inbox.',
  resetSent: 'If an account uses that email, a link to choose a new password is on its way. Please check your inbox.',
  resetDone: 'Your password has been changed. Please sign in with the new one.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  wrongCurrentPassword: 'Your current password is not correct',
  wrongPassword: 'That password is not correct',
  consentRequired: 'Please agree to the privacy notice to create an account.',
  accountDeleted: 'Your account and its data have been deleted.',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  passwordTooEasy: 'This password is too easy to guess. Try a few unrelated words together, or add more characters.',
} as const;
