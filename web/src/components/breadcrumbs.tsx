import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';

export interface Crumb {
  label: string;
  to?: string;
}

/** 'Practice / Topic / Subtopic': every crumb but the last is a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
