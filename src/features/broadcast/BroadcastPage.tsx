import { useCallback, useMemo, useState } from 'react';
import type { StoredValues } from '../../state/storage.ts';
import { Tab, TabList, TabPanel, Tabs, useAsyncEffect, useT, useToast } from '../../ui/index.ts';
import { BroadcastLoginForm } from './components/BroadcastLoginForm.tsx';
import { CasterPanel } from './components/CasterPanel.tsx';
import { DevicePanel } from './components/DevicePanel.tsx';
import { FilePanel } from './components/FilePanel.tsx';
import { OrgPanel } from './components/OrgPanel.tsx';
import { RealTimePanel } from './components/RealTimePanel.tsx';
import { TaskPanel } from './components/TaskPanel.tsx';
import { BROADCAST_TOKEN_KEY, BroadcastApi, BroadcastError, loginToBroadcast, readBroadcastLogin, type BroadcastLogin } from './model/model.ts';
import { errorText } from './model/problemText.ts';
import { useBroadcastData } from './useBroadcastData.ts';
import './broadcast.css';

export type BroadcastPageProps = {
  /** The dispatcher's account: the broadcast login is made with it. */
  account: string;
  /** The session's encrypted credentials entry (account and MD5), for a login without asking. */
  storedCredentials: () => Promise<{ account: string; passwordHash: string } | null>;
  values: StoredValues;
  fetch?: typeof fetch;
};

type Gate = { phase: 'checking' } | { phase: 'login' } | { phase: 'refused' } | { phase: 'in'; login: BroadcastLogin };

/**
 * Broadcast (SPEC §2 /broadcasts/broadcast): the broadcast token gates the screens (SPEC §6). The
 * page logs in to the broadcast service with the session's stored credentials, or asks for the
 * password; a 107 answer means no permission and shows nothing of the service.
 */
export function BroadcastPage({ account, storedCredentials, values, fetch: fetchImpl }: BroadcastPageProps) {
  const t = useT();
  const [gate, setGate] = useState<Gate>({ phase: 'checking' });

  const keep = useCallback(
    (login: BroadcastLogin) => {
      values.write(BROADCAST_TOKEN_KEY, login);
      setGate({ phase: 'in', login });
    },
    [values],
  );

  useAsyncEffect(
    async (isCurrent) => {
      const stored = readBroadcastLogin(values, account, Date.now());
      if (stored) return setGate({ phase: 'in', login: stored });
      const credentials = await storedCredentials().catch(() => null);
      if (!credentials || credentials.account !== account) {
        if (isCurrent()) setGate({ phase: 'login' });
        return;
      }
      try {
        const login = await loginToBroadcast(account, { md5: credentials.passwordHash }, fetchImpl);
        if (isCurrent()) keep(login);
      } catch (error) {
        if (isCurrent()) setGate({ phase: error instanceof BroadcastError && error.code === 107 ? 'refused' : 'login' });
      }
    },
    [account, storedCredentials, values, fetchImpl, keep],
  );

  const onRefused = useCallback(
    (code: number) => {
      values.remove(BROADCAST_TOKEN_KEY);
      setGate({ phase: code === 107 ? 'refused' : 'login' });
    },
    [values],
  );

  return (
    <section className="broadcast" data-testid="broadcast" data-gate={gate.phase} aria-busy={gate.phase === 'checking'}>
      <h1 className="broadcast__title">{t('broadcast.title')}</h1>
      {gate.phase === 'checking' ? <p className="broadcast__muted">{t('broadcast.login.checking')}</p> : null}
      {gate.phase === 'refused' ? (
        <p className="ui-field__error" role="alert" data-testid="broadcast-refused">
          {t('broadcast.login.noPermission')}
        </p>
      ) : null}
      {gate.phase === 'login' ? <BroadcastLoginForm account={account} fetchImpl={fetchImpl} onLoggedIn={keep} onNoPermission={() => setGate({ phase: 'refused' })} /> : null}
      {gate.phase === 'in' ? <BroadcastScreens token={gate.login.token} fetchImpl={fetchImpl} onRefused={onRefused} /> : null}
    </section>
  );
}

type Tab = 'speakers' | 'files' | 'tasks' | 'realTime' | 'casters';
const TABS: readonly Tab[] = ['realTime', 'speakers', 'files', 'tasks', 'casters'];

function BroadcastScreens({ token, fetchImpl, onRefused }: { token: string; fetchImpl?: typeof fetch; onRefused: (code: number) => void }) {
  const t = useT();
  const toast = useToast();
  const api = useMemo(() => new BroadcastApi(token, fetchImpl), [token, fetchImpl]);
  const { data, loaded, reload } = useBroadcastData(api, onRefused);
  const [tab, setTab] = useState<Tab>('realTime');
  const [orgId, setOrgId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = useCallback(
    async (work: () => Promise<unknown>, done: string, after?: () => void) => {
      setError(null);
      try {
        await work();
        after?.();
        toast({ tone: 'success', text: done });
        await reload();
        return true;
      } catch (failure) {
        if (failure instanceof BroadcastError && (failure.code === 401 || failure.code === 107)) onRefused(failure.code);
        else setError(errorText(t, failure));
        return false;
      }
    },
    [onRefused, reload, t, toast],
  );

  const label: Readonly<Record<Tab, string>> = {
    speakers: t('broadcast.tab.speakers'),
    files: t('broadcast.tab.files'),
    tasks: t('broadcast.tab.tasks'),
    realTime: t('broadcast.tab.realTime'),
    casters: t('broadcast.tab.casters'),
  };

  return (
    <div className="broadcast__screens" data-load={loaded} aria-busy={loaded === 'loading'}>
      {loaded === 'failed' ? (
        <p className="ui-field__error" role="alert">
          {t('broadcast.error.load')}
        </p>
      ) : null}
      <Tabs selected={tab} onSelect={setTab}>
        <TabList label={t('broadcast.title')} className="broadcast__tabs">
          {TABS.map((id) => (
            <Tab key={id} id={id} testId={`broadcast-tab-${id}`}>
              {label[id]}
            </Tab>
          ))}
        </TabList>
        {error ? (
          <p className="ui-field__error" role="alert" data-testid="broadcast-error">
            {error}
          </p>
        ) : null}
        {TABS.map((id) => (
          <TabPanel key={id} id={id} className="broadcast__columns">
            {id === 'speakers' || id === 'files' ? <OrgPanel api={api} orgs={data.orgs} selected={orgId} onSelect={setOrgId} act={act} /> : null}
            <div className="broadcast__main">
              {id === 'speakers' ? <DevicePanel api={api} orgs={data.orgs} devices={data.devices} files={data.files} orgId={orgId} act={act} /> : null}
              {id === 'files' ? <FilePanel api={api} orgs={data.orgs} files={data.files} orgId={orgId} act={act} /> : null}
              {id === 'tasks' ? <TaskPanel api={api} tasks={data.tasks} plan={data.plan} files={data.files} devices={data.devices} act={act} /> : null}
              {id === 'realTime' ? <RealTimePanel api={api} realTime={data.realTime} files={data.files} devices={data.devices} act={act} /> : null}
              {id === 'casters' ? <CasterPanel api={api} casters={data.casters} users={data.users} act={act} /> : null}
            </div>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
