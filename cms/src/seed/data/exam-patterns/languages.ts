/** The languages exams are set in, as several patterns list them. */

export const INDIAN_LANGUAGES_13 = [
  'English',
  'Hindi',
  'Assamese',
  'Bengali',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Marathi',
  'Odia',
  'Punjabi',
  'Tamil',
  'Telugu',
  'Urdu',
];

export const SSC_RRB_LANGUAGES_15 = [
  'English',
  'Hindi',
  'Assamese',
  'Bengali',
  'Gujarati',
  'Kannada',
  'Konkani',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Odia',
  'Punjabi',
  'Tamil',
  'Telugu',
  'Urdu',
];
