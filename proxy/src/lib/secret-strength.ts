// The production rule for secrets lives in the contract, one rule for the proxy and the CMS.
export { MIN_GUESSES_LOG10, MIN_SECRET_LENGTH, weakSecretReason } from '@exam-prep/contract/secret-strength';
