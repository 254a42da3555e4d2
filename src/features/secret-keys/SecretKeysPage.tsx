import { useState } from 'react';
import type { SecretKey } from '../../../protocol/index.ts';
import { Button, Cell, ConfirmDialog, DataTable, useAsyncEffect, useIntl, useT, type MessageKey } from '../../ui/index.ts';
import { KeyDialog } from './components/KeyDialog.tsx';
import { activateKey, deleteKey, loadKeys, maskedKey, type KeyDs } from './model/model.ts';
import './secret-keys.css';

/**
 * Key management (SPEC §2 /key-management/secret-keys): the secret keys message content is sealed
 * with. One key is active: new messages use it; older keys stay so older messages still open.
 */
export function SecretKeysPage({ ds }: { ds: KeyDs }) {
  const t = useT();
  const intl = useIntl();
  const [keys, setKeys] = useState<SecretKey[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ key: SecretKey | null } | null>(null);
  const [deleting, setDeleting] = useState<SecretKey | null>(null);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());

  useAsyncEffect(() => loadKeys(ds), setKeys, () => setFailed(true), [ds]);

  const activate = async (key: SecretKey) => {
    const result = await activateKey(ds, key.id);
    if (!result.ok) return setFailure(t(result.error, { code: result.code }));
    setFailure(null);
    setKeys(result.keys);
  };
  const toggleShown = (id: string) =>
    setShown((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className="page secret-keys" data-testid="secret-keys-page" aria-busy={keys === null && !failed}>
      <header className="secret-keys__header">
        <h1 className="page__title">{t('secretKeys.title')}</h1>
        <Button variant="primary" onPress={() => setEditing({ key: null })} data-testid="key-add">
          {t('secretKeys.add')}
        </Button>
      </header>
      <p className="secret-keys__hint">{t('secretKeys.hint')}</p>
      {failed ? <p role="alert">{t('secretKeys.loadFailed')}</p> : null}
      {failure ? (
        <p className="ui-field__error" role="alert" data-testid="secret-keys-error">
          {failure}
        </p>
      ) : null}
      {keys ? (
        <DataTable className="secret-keys__table" testId="secret-keys-table" label={t('secretKeys.title')}>
          <thead>
            <tr>
              <th>{t('secretKeys.field.name')}</th>
              <th>{t('secretKeys.field.key')}</th>
              <th>{t('secretKeys.field.state')}</th>
              <th>{t('secretKeys.field.time')}</th>
              <th>{t('secretKeys.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-testid="key-row" data-id={key.id} data-active={key.active}>
                <td data-testid="key-row-name">{key.name}</td>
                <td className="secret-keys__key">
                  <code data-testid="key-row-material">{shown.has(key.id) ? key.key : maskedKey(key.key)}</code>
                  <Button variant="ghost" onPress={() => toggleShown(key.id)} data-testid="key-show">
                    {t(shown.has(key.id) ? 'secretKeys.hide' : 'secretKeys.show')}
                  </Button>
                </td>
                <td>{t((key.active ? 'secretKeys.state.active' : 'secretKeys.state.inactive') satisfies MessageKey)}</td>
                <Cell kind="date">{intl.formatDate(key.time, { dateStyle: 'short', timeStyle: 'short' })}</Cell>
                <td className="secret-keys__actions">
                  {key.active ? null : (
                    <Button variant="ghost" onPress={() => void activate(key)} data-testid="key-activate">
                      {t('secretKeys.activate')}
                    </Button>
                  )}
                  <Button variant="ghost" onPress={() => setEditing({ key })} data-testid="key-rename">
                    {t('secretKeys.rename')}
                  </Button>
                  {key.active ? null : (
                    <Button variant="ghost" onPress={() => setDeleting(key)} data-testid="key-delete">
                      {t('secretKeys.delete')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {editing ? <KeyDialog ds={ds} secretKey={editing.key} onClose={() => setEditing(null)} onSaved={setKeys} /> : null}
      {deleting ? <DeleteKeyDialog ds={ds} secretKey={deleting} onClose={() => setDeleting(null)} onDeleted={setKeys} /> : null}
    </section>
  );
}

function DeleteKeyDialog({ ds, secretKey, onClose, onDeleted }: { ds: KeyDs; secretKey: SecretKey; onClose: () => void; onDeleted: (keys: SecretKey[]) => void }) {
  const t = useT();
  const confirm = async () => {
    const result = await deleteKey(ds, secretKey.id);
    if (!result.ok) return t(result.error, { code: result.code });
    onDeleted(result.keys);
    return null;
  };
  return (
    <ConfirmDialog
      title={t('secretKeys.deleteTitle', { name: secretKey.name })}
      text={t('secretKeys.deleteText')}
      cancelLabel={t('secretKeys.dialog.cancel')}
      confirmLabel={t('secretKeys.delete')}
      onConfirm={confirm}
      onClose={onClose}
      testId="key-delete-dialog"
      confirmTestId="key-delete-confirm"
      errorTestId="key-delete-error"
    />
  );
}
