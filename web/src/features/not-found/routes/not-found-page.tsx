import { Link } from 'react-router-dom';
import { Seo } from '../../../components/seo';

export default function NotFoundPage() {
  return (
    <div className="container page" style={{ textAlign: 'center', padding: '4rem 1rem' }}>
      <Seo text={(meta) => meta.notFoundPageMeta()} />
      <p style={{ fontSize: '4rem', margin: 0, color: 'var(--gold-text)', fontWeight: 800 }} aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Page Not Found</h1>
      <p className="page-lead">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Go Home
      </Link>
    </div>
  );
}
