import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { FenceAlarm } from '../../../../protocol/index.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { IconButton, useAsyncEffect, useT } from '../../../ui/index.ts';
import { editingFenceAtom, fenceDraftAtom, fenceRevisionAtom, fencesAtom, fencesPanelAtom, type FencesTab } from '../atoms.ts';
import { listFences, type FenceDs } from '../model.ts';
import { FenceAlarmRecords } from './FenceAlarmRecords.tsx';
import { FenceList } from './FenceList.tsx';
import { FenceSetupForm } from './FenceSetupForm.tsx';

/** Keeps the fence list current: read on mount and again after every fence event or snapshot. */
export function useFenceList(ds: FenceDs): void {
  const revision = useAtomValue(fenceRevisionAtom);
  const setFences = useSetAtom(fencesAtom);
  useAsyncEffect(
    () => listFences(ds),
    setFences,
    () => undefined, // the panel's list shows its own error on its next read
    [ds, revision, setFences],
  );
}

/** SPEC §2 map tools, geo-fencing: the fence list, setting up a fence, and the alarm records. */
export function GeoFencesPanel({ ds, onShowAlarm }: { ds: FenceDs; onShowAlarm?: (alarm: FenceAlarm) => void }) {
  const t = useT();
  const [panel, setPanel] = useAtom(fencesPanelAtom);
  const setDraft = useSetAtom(fenceDraftAtom);
  const setEditing = useSetAtom(editingFenceAtom);
  if (!panel.open) return null;
  const close = () => {
    setPanel({ ...panel, open: false });
    setDraft(null);
    setEditing(null);
  };
  const onTab = (tab: FencesTab) => {
    // Leaving the set-up tab drops an unsaved drawing.
    if (tab !== 'setup') {
      setDraft(null);
      setEditing(null);
    }
    setPanel({ open: true, tab });
  };
  return (
    <section className="ui-map-panel ui-map-panel--right geo-fences" data-testid="geo-fences" aria-labelledby="geo-fences-title">
      <header className="ui-map-panel__header">
        <h2 id="geo-fences-title">{t('geoFences.title')}</h2>
        <IconButton icon="close" label={t('geoFences.close')} onPress={close} />
      </header>
      <Tabs selectedKey={panel.tab} onSelectionChange={(key) => onTab(String(key) as FencesTab)}>
        <TabList className="geo-fences__tabs" aria-label={t('geoFences.title')}>
          <Tab id="list" className="geo-fences__tab" data-testid="fence-tab-list">
            {t('geoFences.tab.list')}
          </Tab>
          <Tab id="setup" className="geo-fences__tab" data-testid="fence-tab-setup">
            {t('geoFences.tab.setup')}
          </Tab>
          <Tab id="records" className="geo-fences__tab" data-testid="fence-tab-records">
            {t('geoFences.tab.records')}
          </Tab>
        </TabList>
        <TabPanel id="list" className="geo-fences__body">
          <FenceList ds={ds} />
        </TabPanel>
        <TabPanel id="setup" className="geo-fences__body">
          <FenceSetupForm ds={ds} />
        </TabPanel>
        <TabPanel id="records" className="geo-fences__body">
          <FenceAlarmRecords ds={ds} onShow={onShowAlarm} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
