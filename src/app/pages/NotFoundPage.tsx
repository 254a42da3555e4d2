import { Link } from 'react-router-dom';
import { useT } from '../../ui/index.ts';
import { HOME_PATH } from '../routes/routeTable.ts';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="page not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={HOME_PATH}>{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
