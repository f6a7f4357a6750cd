// Placeholder while the page is being built.
export default function ExamPatternDetailPage() {
  return <div className="container page">Coming soon.</div>;
}
