import { Fragment } from 'react';
import { NavLink } from 'react-router-dom';
import { useAtomValue } from '../../state/jotai.ts';
import { Icon, useT } from '../../ui/index.ts';
import { menuItems, ROUTES } from '../routes/routeTable.ts';
import { featuresAtom } from '../session/features.ts';

/** Menu entries come from the route table, filtered by the dispatcher's features. */
export function SideMenu() {
  const t = useT();
  const features = useAtomValue(featuresAtom);
  return (
    <nav className="menu" data-testid="main-menu" aria-label={t('menu.label')}>
      <ul>
        {menuItems(ROUTES, features).map((item) => (
          // The line break between entries keeps the menu's text content readable to copy and to text-based tools.
          <Fragment key={item.path}>
            <li>
              <NavLink to={item.path} className="menu__link">
                <Icon name={item.icon} />
                <span>{t(item.titleKey)}</span>
              </NavLink>
            </li>
            {'\n'}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
