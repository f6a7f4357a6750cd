import useSWR from 'swr';

interface Topic {
  _id: string;
  topic_name: string;
}

const fetchJson = (url: string) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Request failed: ${response.status}`);
    return response.json();
  });

/** Placeholder home until the public-site screens land: proves web → proxy → Strapi end to end. */
export function App() {
  const { data, error, isLoading } = useSWR<Topic[]>('/api/topics/all', fetchJson);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '2rem auto', padding: '0 1rem' }}>
      <h1 style={{ color: '#192A41' }}>ExamPrep</h1>
      <p>Free practice for SSC, Banking, RRB, UPSC, Defence, JEE and NEET.</p>
      {isLoading && <p>Loading topics...</p>}
      {error && <p role="alert">Failed to load topics. Please try again later.</p>}
      {data && (
        <ul>
          {data.map((topic) => (
            <li key={topic._id}>{topic.topic_name}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
