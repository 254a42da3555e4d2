import { BroadcastTable } from './BroadcastTable.tsx';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { BroadcastLimits, BroadcastPaths, parseWav, type BroadcastFile, type BroadcastOrg } from '../../../../protocol/index.ts';
import { Button, useT } from '../../../ui/index.ts';
import { durationSeconds, type BroadcastApi } from '../model/model.ts';
import { errorText } from '../model/problemText.ts';
import type { Act } from './act.ts';

type Props = { api: BroadcastApi; orgs: BroadcastOrg[]; files: BroadcastFile[]; orgId: number | null; act: Act };

/** The file library (SPEC §3 file): upload a PCM WAV to the chosen organisation, list, preview (GET /music as a blob), delete. */
export function FilePanel({ api, orgs, files, orgId, act }: Props) {
  const t = useT();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ id: number; url: string } | null>(null);
  const shown = files.filter((candidate) => orgId === null || candidate.group_id === orgId);
  const orgName = (id: number) => orgs.find((org) => org.id === id)?.name ?? String(id);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (orgId === null) return setProblem(t('broadcast.device.chooseOrg'));
    if (!file) return setProblem(t('broadcast.file.required'));
    if (file.size > BroadcastLimits.maxFileBytes) return setProblem(t('broadcast.problem.overSize'));
    // The speakers decode PCM WAV themselves; the service checks the same header.
    if (!parseWav(new Uint8Array(await file.arrayBuffer()))) return setProblem(t('broadcast.problem.fileType'));
    if (shown.some((other) => other.original_name.toLowerCase() === file.name.toLowerCase())) return setProblem(t('broadcast.file.exists'));
    setProblem(null);
    await act(() => api.upload(orgId, file), t('broadcast.file.added', { name: file.name }), () => {
      setFile(null);
      setFormKey((key) => key + 1);
    });
  };

  const play = async (item: BroadcastFile) => {
    try {
      const blob = await api.music(item.name);
      setPreview({ id: item.id, url: URL.createObjectURL(blob) });
    } catch (error) {
      setProblem(errorText(t, error));
    }
  };

  return (
    <section className="broadcast__panel" aria-labelledby="broadcast-files" data-testid="broadcast-files">
      <h2 id="broadcast-files" className="broadcast__subtitle">
        {t('broadcast.file.title')}
      </h2>
      <form onSubmit={(event) => void upload(event)} noValidate className="broadcast__row" data-testid="broadcast-upload">
        <label className="ui-field__label" htmlFor={inputId}>
          {t('broadcast.file.choose', { max: BroadcastLimits.maxFileBytes / 1024 / 1024 })}
        </label>
        <input key={formKey} id={inputId} type="file" accept="audio/wav,audio/x-wav,.wav" onChange={(event) => setFile(event.target.files?.[0] ?? null)} data-testid="broadcast-file-input" />
        <Button type="submit" variant="primary">
          {t('broadcast.file.upload')}
        </Button>
      </form>
      {problem ? (
        <p className="ui-field__error" role="alert" data-testid="broadcast-file-error">
          {problem}
        </p>
      ) : null}
      {preview ? <audio src={preview.url} controls autoPlay data-testid="broadcast-preview" /> : null}
      <BroadcastTable columns={['broadcast.field.name', 'broadcast.field.org', 'broadcast.file.duration', 'broadcast.file.size', 'broadcast.actions']} empty="broadcast.file.empty" rowCount={shown.length}>
        {shown.map((item) => (
          <tr key={item.id} data-testid="broadcast-file-row" data-name={item.original_name}>
            <td>{item.original_name}</td>
            <td>{orgName(item.group_id)}</td>
            <td>{t('broadcast.file.seconds', { seconds: durationSeconds(item.length) })}</td>
            <td>{t('broadcast.file.kb', { value: Math.ceil(item.size / 1024) })}</td>
            <td>
              <Button onPress={() => void play(item)}>{t('broadcast.file.preview')}</Button>
              <Button variant="danger" onPress={() => void act(() => api.call('DELETE', `${BroadcastPaths.file}/${item.id}`), t('broadcast.file.deleted', { name: item.original_name }))}>
                {t('broadcast.delete')}
              </Button>
            </td>
          </tr>
        ))}
      </BroadcastTable>
    </section>
  );
}
