/** The saved questions page's texts (t('saved.…')). Hindi: ./hi.ts. */
const messages = {
  title: 'Saved Questions',
  lead: 'Saved questions stay in this browser only. Clearing your browser data removes them.',
  loading: 'Loading saved questions...',
  failed: 'Failed to fetch saved questions',
  emptyTitle: 'No Saved Questions',
  emptyMessage: 'Tap Save on any practice question and it will wait for you here, on this device.',
  start: 'Start Practicing',
  count: ({ total }: { total: number }) => `${total} saved ${total === 1 ? 'question' : 'questions'} on this device`,
  remove: 'Remove',
  removed: 'Question {{number}} removed from your saved questions.',
  pages: 'Saved question pages',
};
export default messages;
