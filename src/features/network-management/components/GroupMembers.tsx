import { useMemo, useState } from 'react';
import type { Group } from '../../../../protocol/index.ts';
import { terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { userAtom } from '../../../state/session.ts';
import { Button, SearchField, TextField, useAsyncEffect, useT, useToast } from '../../../ui/index.ts';
import { addMembers, findClientTerminals, refusalOf, removeMembers, type NetworkDs, type Problem, type TerminalPage } from '../model/model.ts';

/** The group's members (live from the event log) and the client's terminals to add, 20 a page. */
export function GroupMembers({ ds, group }: { ds: NetworkDs; group: Group }) {
  const t = useT();
  const toast = useToast();
  const terminals = useAtomValue(terminalsAtom);
  const me = useAtomValue(userAtom)?.msId ?? '';
  const cid = terminals.get(me)?.cid ?? '';
  const members = useMemo(() => [...terminals.values()].filter((terminal) => terminal.grp.includes(group.gid)).sort((a, b) => a.msId.localeCompare(b.msId)), [terminals, group.gid]);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<TerminalPage | null>(null);
  const [typedId, setTypedId] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  useAsyncEffect(
    () => (cid ? findClientTerminals(ds, cid, keyword, pageNo) : undefined),
    setPage,
    (error) => setProblem(refusalOf(error)),
    [ds, cid, keyword, pageNo],
  );

  const nameOf = (msId: string) => terminals.get(msId)?.msName ?? msId;
  const change = async (msId: string, join: boolean) => {
    setBusy(true);
    const refusal = await (join ? addMembers(ds, group.gid, [msId]) : removeMembers(ds, group.gid, [msId]));
    setBusy(false);
    setProblem(refusal);
    if (refusal) return;
    toast({ tone: 'success', text: t(join ? 'network.done.memberAdded' : 'network.done.memberRemoved', { name: nameOf(msId.trim()), group: group.name }) });
    if (join) setTypedId('');
  };

  return (
    <div className="network-members">
      <h3>{t('network.members')}</h3>
      {members.length === 0 ? <p className="network-empty">{t('network.noMembers')}</p> : null}
      <ul className="network-list" data-testid="network-members">
        {members.map((terminal) => (
          <li key={terminal.msId} data-testid={`network-member-${terminal.msId}`}>
            <span className="network-list__name">{terminal.msName}</span>
            <span className="network-list__id">{terminal.msId}</span>
            <Button variant="ghost" isDisabled={busy} onPress={() => void change(terminal.msId, false)} data-testid={`network-member-remove-${terminal.msId}`}>
              {t('network.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <h3>{t('network.addTerminals')}</h3>
      {problem ? (
        <p className="ui-field__error" role="alert" data-testid="network-members-error">
          {t(problem.key, problem.values)}
        </p>
      ) : null}
      <form className="network-row" onSubmit={(event) => (event.preventDefault(), void change(typedId, true))}>
        <TextField label={t('network.addById')} value={typedId} onChange={setTypedId} inputMode="numeric" testId="network-add-id" />
        <Button type="submit" isDisabled={busy || typedId.trim() === ''} data-testid="network-add-id-submit">
          {t('network.add')}
        </Button>
      </form>
      <SearchField
        label={t('network.search')}
        placeholder={t('network.searchPlaceholder')}
        clearLabel={t('common.clear')}
        value={keyword}
        onChange={(value) => (setKeyword(value), setPageNo(1))}
        testId="network-search"
      />
      <ul className="network-list" data-testid="network-search-results">
        {page?.list.map((terminal) => (
          <li key={terminal.msId} data-testid={`network-result-${terminal.msId}`}>
            <span className="network-list__name">{terminal.msName}</span>
            <span className="network-list__id">{terminal.msId}</span>
            {/* Live from the event log: the page was read before later changes. */}
            {(terminals.get(terminal.msId)?.grp ?? terminal.grp).includes(group.gid) ? (
              <span className="network-list__member">{t('network.member')}</span>
            ) : (
              <Button variant="ghost" isDisabled={busy} onPress={() => void change(terminal.msId, true)} data-testid={`network-result-add-${terminal.msId}`}>
                {t('network.add')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {page && page.list.length === 0 ? <p className="network-empty">{t('network.noResults')}</p> : null}
      {page ? (
        <nav className="network-pager" aria-label={t('network.pageOf', { page: page.page, pages: page.pages })}>
          <Button variant="ghost" isDisabled={page.page <= 1} onPress={() => setPageNo(page.page - 1)} data-testid="network-page-previous">
            {t('network.previous')}
          </Button>
          <span data-testid="network-page">{t('network.pageOf', { page: page.page, pages: page.pages })}</span>
          <Button variant="ghost" isDisabled={page.page >= page.pages} onPress={() => setPageNo(page.page + 1)} data-testid="network-page-next">
            {t('network.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
