// Placeholder while the page is being built.
export default function RandomTopicsPage() {
  return <div className="container page">Coming soon.</div>;
}
