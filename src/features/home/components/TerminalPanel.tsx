import { useMemo } from 'react';
import type { Group } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtom } from '../../../state/jotai.ts';
import { OTHERS_GID } from '../../../state/outsideTerminals.ts';
import { SearchField, useT } from '../../../ui/index.ts';
import { terminalQueryAtom } from '../model/atoms.ts';
import { groupTerminals, matchingTerminals, otherTerminals, type ListFilters, type MemberCount } from '../model/model.ts';
import { TerminalList } from './TerminalList.tsx';

type TerminalPanelProps = {
  terminals: ReadonlyMap<string, TerminalRecord>;
  group: Group | undefined;
  counts: MemberCount;
  filters: ListFilters;
  /** Terminals outside the dispatcher's groups: the 'others' group's members. */
  outside: ReadonlySet<string>;
  /** Terminals not to list at all (outside ones while the host does not show them). */
  unlisted: ReadonlySet<string>;
};

/** The selected group's terminals, or, while the search holds text, matching terminals of every group. */
export function TerminalPanel({ terminals, group, counts, filters, outside, unlisted }: TerminalPanelProps) {
  const t = useT();
  const [query, setQuery] = useAtom(terminalQueryAtom);
  const searching = query.trim() !== '';
  const gid = group?.gid ?? null;
  const shown = useMemo(() => {
    if (searching) return matchingTerminals(terminals.values(), query, filters).filter((terminal) => !unlisted.has(terminal.msId));
    if (gid === OTHERS_GID) return otherTerminals(terminals.values(), outside, filters);
    return gid === null ? [] : groupTerminals(terminals.values(), gid, filters);
  }, [terminals, searching, query, gid, filters, outside, unlisted]);

  const search = (
    <SearchField
      label={t('home.search')}
      placeholder={t('home.searchPlaceholder')}
      clearLabel={t('common.clear')}
      value={query}
      onChange={setQuery}
      testId="terminal-search"
    />
  );

  if (searching) {
    return (
      <TerminalList
        title={t('home.searchResults')}
        summary={t('home.matchCount', { count: shown.length })}
        notice={null}
        emptyText={t('home.noMatches')}
        terminals={shown}
        search={search}
      />
    );
  }
  const hidden = counts.total - shown.length;
  return (
    <TerminalList
      title={
        group ? (
          <>
            <span className="group-dot" style={{ background: group.color }} aria-hidden="true" />
            {group.name}
          </>
        ) : null
      }
      summary={t('home.onlineCount', { online: counts.online, total: counts.total })}
      notice={hidden > 0 ? t('home.hiddenBySettings', { count: hidden }) : null}
      emptyText={t(counts.total === 0 ? 'home.emptyGroup' : 'home.allHidden')}
      terminals={shown}
      search={search}
    />
  );
}
