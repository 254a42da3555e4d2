import type { Camera } from '../../../../protocol/index.ts';
import { ConfirmDialog, useT } from '../../../ui/index.ts';
import { deleteCamera, failureKey, type CameraDs, type CameraList } from '../model.ts';

type Props = { ds: CameraDs; camera: Camera; onClose: () => void; onDeleted: (list: CameraList) => void };

/** Asks before a camera goes, since it goes for every dispatcher. */
export function DeleteCameraDialog({ ds, camera, onClose, onDeleted }: Props) {
  const t = useT();
  const confirm = async () => {
    const result = await deleteCamera(ds, camera.id);
    if (!result.ok) return t(failureKey(result.code), { code: result.code });
    onDeleted(result.list);
    return null;
  };
  return (
    <ConfirmDialog
      title={t('surveillance.delete.title', { name: camera.name })}
      text={t('surveillance.delete.text')}
      cancelLabel={t('surveillance.dialog.cancel')}
      confirmLabel={t('surveillance.delete.confirm')}
      onConfirm={confirm}
      onClose={onClose}
      testId="camera-delete-dialog"
      confirmTestId="camera-delete-confirm"
    />
  );
}
