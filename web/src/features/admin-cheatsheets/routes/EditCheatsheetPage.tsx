// Placeholder while the admin screen is being built.
export default function EditCheatsheetPage() {
  return <div className="container page">Coming soon.</div>;
}
