import { useMemo, useState } from 'react';
import type { CustomTheme } from '../../../protocol/index.ts';
import { Button, ConfirmDialog, DataTable, useAsyncEffect, useT } from '../../ui/index.ts';
import { ThemeDialog } from './components/ThemeDialog.tsx';
import { deleteTheme, failureKey, loadHosts, loadThemes, uploadLogoWith, type ThemeDs, type ThemeList, type UploadLogo } from './model/model.ts';
import './themes.css';

type Props = { ds: ThemeDs; upload?: UploadLogo };

/**
 * Custom skins per host name (SPEC §2 /themes/theme): the list of hosts with a skin, and for
 * administrators with the custom-skin permission (SPEC §6) set and delete. The platform says
 * whether the dispatcher may edit; without the permission the page only shows.
 */
export function ThemesPage({ ds, upload }: Props) {
  const t = useT();
  const uploadLogo = useMemo(() => upload ?? uploadLogoWith((input, init) => globalThis.fetch(input, init)), [upload]);
  const [list, setList] = useState<ThemeList | null>(null);
  const [hosts, setHosts] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<{ theme: CustomTheme | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomTheme | null>(null);

  useAsyncEffect(
    () => Promise.all([loadThemes(ds), loadHosts(ds)]),
    ([themes, known]) => {
      setList(themes);
      setHosts(known);
    },
    () => setFailed(true),
    [ds],
  );

  const editable = list?.editable === true;
  return (
    <section className="page themes-page" data-testid="themes-page" aria-busy={list === null && !failed}>
      <header className="themes-page__header">
        <h1 className="page__title">{t('themes.title')}</h1>
        {editable ? (
          <Button variant="primary" onPress={() => setEditing({ theme: null })} data-testid="theme-add">
            {t('themes.add')}
          </Button>
        ) : null}
      </header>
      {list && !editable ? (
        <p className="themes-page__notice" role="status" data-testid="themes-no-permission">
          {t('themes.noPermission')}
        </p>
      ) : null}
      {failed ? <p role="alert">{t('themes.loadFailed')}</p> : null}
      {list && list.themes.length === 0 ? <p data-testid="themes-empty">{t('themes.empty')}</p> : null}
      {list && list.themes.length > 0 ? (
        <DataTable className="themes-table" testId="themes-table" label={t('themes.title')}>
          <thead>
            <tr>
              <th>{t('themes.field.hostname')}</th>
              <th>{t('themes.field.sysName')}</th>
              <th>{t('themes.field.logo')}</th>
              <th>{t('themes.colors')}</th>
              <th>{t('themes.field.copyright')}</th>
              {editable ? <th>{t('themes.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.themes.map((theme) => (
              <tr key={theme.hostname} data-testid="theme-row" data-host={theme.hostname}>
                <td>{theme.hostname}</td>
                <td data-testid="theme-row-name">{theme.sysName}</td>
                <td>{theme.logoUrl ? <img className="themes-table__logo" src={theme.logoUrl} alt="" /> : '—'}</td>
                <td>
                  <span className="themes-table__swatches">
                    {[theme.themeColor, theme.tabColor, theme.subThemeColor, theme.weightThemeColor, theme.callingColor, theme.loginFrameColor, theme.menuColor]
                      .filter(Boolean)
                      .map((color, index) => (
                        <span key={index} className="themes-swatch" style={{ background: color }} title={color} />
                      ))}
                  </span>
                </td>
                <td>{theme.copyright}</td>
                {editable ? (
                  <td className="themes-table__actions">
                    <Button variant="ghost" onPress={() => setEditing({ theme })} data-testid="theme-edit">
                      {t('themes.edit')}
                    </Button>
                    <Button variant="ghost" onPress={() => setDeleting(theme)} data-testid="theme-delete">
                      {t('themes.delete')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {editing && editable ? <ThemeDialog ds={ds} upload={uploadLogo} theme={editing.theme} hosts={hosts} onClose={() => setEditing(null)} onSaved={setList} /> : null}
      {deleting ? <DeleteThemeDialog ds={ds} theme={deleting} onClose={() => setDeleting(null)} onDeleted={setList} /> : null}
    </section>
  );
}

function DeleteThemeDialog({ ds, theme, onClose, onDeleted }: { ds: ThemeDs; theme: CustomTheme; onClose: () => void; onDeleted: (list: ThemeList) => void }) {
  const t = useT();
  const confirm = async () => {
    const result = await deleteTheme(ds, theme.hostname);
    if (!result.ok) return t(failureKey(result.code, result.desc), { code: result.code });
    onDeleted(result.list);
    return null;
  };
  return (
    <ConfirmDialog
      title={t('themes.deleteTitle', { host: theme.hostname })}
      text={t('themes.deleteText')}
      cancelLabel={t('themes.dialog.cancel')}
      confirmLabel={t('themes.delete')}
      onConfirm={confirm}
      onClose={onClose}
      testId="theme-delete-dialog"
      confirmTestId="theme-delete-confirm"
    />
  );
}
