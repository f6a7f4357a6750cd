/**
 * The server's messages for student calls (contract/src/student/account.ts MESSAGES, in English), by key: a Hindi
 * page shows its own words for each (messages/hi.ts `server`), and any other message as the server wrote it.
 * Copied, not imported: the contract's module carries the password estimator's dictionaries (a test checks the copy).
 */
export const SERVER_MESSAGES = {
  fillInAllFields: 'Please fill in all fields',
  usernameRule: 'Username must be 3-30 characters: letters, digits, dot (.), underscore (_) or hyphen (-).',
  usernameTaken: 'That username is taken. Please choose another.',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 200 characters long',
  passwordTooEasy: 'This password is too easy to guess. Try a few unrelated words together, or add more characters.',
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
};

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

const KEY_OF_TEXT = new Map(Object.entries(SERVER_MESSAGES).map(([key, text]) => [text, key as ServerMessageKey]));

/** The key of a server message this app knows, or undefined for any other text. */
export const serverMessageKey = (message: string): ServerMessageKey | undefined => KEY_OF_TEXT.get(message);
