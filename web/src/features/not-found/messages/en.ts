/** The 404 page's texts (t('not-found.…')). Hindi: ./hi.ts. */
const messages = {
  title: 'Page Not Found',
  lead: 'The page you are looking for does not exist or has moved.',
  home: 'Go Home',
};
export default messages;
