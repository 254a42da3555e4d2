import { useState } from 'react';
import { CAMERA_PROTOCOLS, type Camera, type CameraProtocol } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, SelectField, TextField, useT } from '../../../ui/index.ts';
import { checkCamera, failureKey, saveCamera, suggestedUrl, type CameraDs, type CameraForm, type CameraList } from '../model.ts';

type Props = {
  ds: CameraDs;
  /** null adds a camera. */
  camera: Camera | null;
  onClose: () => void;
  onSaved: (list: CameraList) => void;
};

/** Adds or edits a camera, validated as the platform does; the list reloads after the change. */
export function CameraDialog({ ds, camera, onClose, onSaved }: Props) {
  const t = useT();
  const [form, setForm] = useState<CameraForm>(camera ? { name: camera.name, protocol: camera.protocol, streamId: camera.streamId, streamUrl: camera.streamUrl } : { name: '', protocol: 'hls', streamId: '', streamUrl: '' });
  // The url follows the protocol and stream id until the dispatcher types one of their own.
  const [urlTyped, setUrlTyped] = useState(camera !== null);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = checkCamera(form);
  const change = (patch: Partial<CameraForm>) =>
    setForm((before) => {
      const next = { ...before, ...patch };
      return urlTyped ? next : { ...next, streamUrl: suggestedUrl(next.protocol, next.streamId) };
    });
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const result = await saveCamera(ds, form, camera?.id ?? null);
    setBusy(false);
    if (!result.ok) return setFailure(t(failureKey(result.code), { code: result.code }));
    onSaved(result.list);
    onClose();
  };
  const shown = (key: keyof CameraForm) => (touched && errors[key] ? t(errors[key]) : null);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={camera ? t('surveillance.dialog.editTitle', { name: camera.name }) : t('surveillance.dialog.addTitle')}
      closeLabel={t('surveillance.dialog.cancel')}
      testId="camera-dialog"
    >
      <DialogBody>
        <TextField label={t('surveillance.field.name')} value={form.name} onChange={(name) => change({ name })} error={shown('name')} testId="camera-name" autoFocus />
        <SelectField<CameraProtocol>
          label={t('surveillance.field.protocol')}
          value={form.protocol}
          onChange={(protocol) => change({ protocol })}
          options={CAMERA_PROTOCOLS.map((value) => ({ value, label: t(`surveillance.protocol.${value}`) }))}
          testId="camera-protocol"
        />
        <TextField label={t('surveillance.field.streamId')} value={form.streamId} onChange={(streamId) => change({ streamId })} error={shown('streamId')} testId="camera-stream-id" />
        <TextField
          label={t('surveillance.field.streamUrl')}
          value={form.streamUrl}
          onChange={(streamUrl) => {
            setUrlTyped(true);
            setForm((before) => ({ ...before, streamUrl }));
          }}
          error={shown('streamUrl')}
          testId="camera-stream-url"
        />
        {failure ? (
          <p className="ui-field__error" role="alert" data-testid="camera-dialog-error">
            {failure}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('surveillance.dialog.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} isDisabled={busy} data-testid="camera-save">
          {t('surveillance.dialog.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
