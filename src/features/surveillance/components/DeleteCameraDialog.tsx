import { useState } from 'react';
import type { Camera } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, useT } from '../../../ui/index.ts';
import { deleteCamera, failureKey, type CameraDs, type CameraList } from '../model.ts';

type Props = { ds: CameraDs; camera: Camera; onClose: () => void; onDeleted: (list: CameraList) => void };

/** Asks before a camera goes, since it goes for every dispatcher. */
export function DeleteCameraDialog({ ds, camera, onClose, onDeleted }: Props) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await deleteCamera(ds, camera.id);
    setBusy(false);
    if (!result.ok) return setFailure(t(failureKey(result.code), { code: result.code }));
    onDeleted(result.list);
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('surveillance.delete.title', { name: camera.name })} closeLabel={t('surveillance.dialog.cancel')} testId="camera-delete-dialog">
      <DialogBody>
        <p>{t('surveillance.delete.text')}</p>
        {failure ? (
          <p className="ui-field__error" role="alert">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('surveillance.dialog.cancel')}
        </Button>
        <Button variant="danger" onPress={() => void confirm()} isDisabled={busy} data-testid="camera-delete-confirm">
          {t('surveillance.delete.confirm')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
