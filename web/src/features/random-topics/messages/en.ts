/** The random topics page's texts (t('random-topics.…')). Hindi: ./hi.ts. */
const messages = {
  title: 'Random Practice Topics',
  lead: 'Not sure where to begin? Let chance pick a few subtopics and start practising.',
  count: 'Topics to show',
  refresh: 'Refresh',
  loading: 'Loading random topics...',
  loadingShort: 'Loading Topics',
  failed: 'Failed to load subtopics. Please try again later.',
  emptyTitle: 'No Topics Available',
  emptyMessage: 'Topics will appear here once they are added to the system.',
  cue: 'Start Practice →',
  shown: ({ count }: { count: number }) => `Showing ${count} random ${count === 1 ? 'topic' : 'topics'}`,
};
export default messages;
