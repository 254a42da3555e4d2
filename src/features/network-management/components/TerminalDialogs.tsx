import { useMemo, useState } from 'react';
import { NetworkLimits, TERMINAL_ICONS, type TerminalIcon } from '../../../../protocol/index.ts';
import { groupsAtom } from '../../../state/eventLog.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, Icon, TextField, useT, useToast } from '../../../ui/index.ts';
import { ICON_LABELS, ICON_NAMES } from '../model/icons.ts';
import { refusalOf, renameTerminal, setTerminalIcon, terminalNameError, type Problem } from '../model/model.ts';
import { useNetwork } from '../model/NetworkProvider.tsx';

type DialogProps = { terminal: TerminalRecord; onClose: () => void };

function ProblemText({ problem, testId }: { problem: Problem | null; testId: string }) {
  const t = useT();
  return problem ? (
    <p className="ui-field__error" role="alert" data-testid={testId}>
      {t(problem.key, problem.values)}
    </p>
  ) : null;
}

export function RenameTerminalDialog({ terminal, onClose }: DialogProps) {
  const t = useT();
  const toast = useToast();
  const network = useNetwork();
  const [name, setName] = useState(terminal.msName);
  const [problem, setProblem] = useState<Problem | null>(null);
  if (!network) return null;
  const save = async () => {
    const refusal = terminalNameError(name) ?? (await renameTerminal(network.ds, terminal.msId, name));
    setProblem(refusal);
    if (refusal) return;
    toast({ tone: 'success', text: t('network.done.terminalRenamed', { name: name.trim() }) });
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={onClose} title={t('network.terminal.renameTitle', { name: terminal.msName })} closeLabel={t('common.close')} testId="network-rename-dialog">
      <form onSubmit={(event) => (event.preventDefault(), void save())}>
        <DialogBody>
          <TextField label={t('network.terminal.name')} value={name} onChange={setName} error={problem ? t(problem.key, problem.values) : null} autoFocus testId="network-terminal-name" />
        </DialogBody>
        <DialogFooter>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" data-testid="network-terminal-rename">
            {t('common.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** The icon shows in the terminal lists and on the map (glyph and card) of every console. */
export function TerminalIconDialog({ terminal, onClose }: DialogProps) {
  const t = useT();
  const toast = useToast();
  const network = useNetwork();
  const [problem, setProblem] = useState<Problem | null>(null);
  if (!network) return null;
  const choose = async (icon: TerminalIcon) => {
    const refusal = await setTerminalIcon(network.ds, terminal.msId, icon);
    setProblem(refusal);
    if (refusal) return;
    toast({ tone: 'success', text: t('network.done.iconSet', { name: terminal.msName }) });
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={onClose} title={t('network.terminal.iconTitle', { name: terminal.msName })} closeLabel={t('common.close')} testId="network-icon-dialog">
      <DialogBody>
        <ProblemText problem={problem} testId="network-icon-error" />
        <div className="network-icons" role="group" aria-label={t('network.terminal.setIcon')}>
          {TERMINAL_ICONS.map((icon) => (
            <Button key={icon} variant={terminal.icon === icon ? 'primary' : 'secondary'} onPress={() => void choose(icon)} data-testid={`network-icon-${icon}`}>
              <Icon name={ICON_NAMES[icon]} size={22} />
              {t(ICON_LABELS[icon])}
            </Button>
          ))}
        </div>
      </DialogBody>
    </Dialog>
  );
}

/** SPEC §7 socket "set parameter for group membership": the terminal's groups, at least one. */
export function MembershipDialog({ terminal, onClose }: DialogProps) {
  const t = useT();
  const toast = useToast();
  const network = useNetwork();
  const groups = useAtomValue(groupsAtom);
  const sorted = useMemo(() => [...groups.values()].sort((a, b) => a.seqNum - b.seqNum || a.name.localeCompare(b.name)), [groups]);
  const [chosen, setChosen] = useState<readonly string[]>(terminal.grp.filter((gid) => groups.has(gid)));
  const [problem, setProblem] = useState<Problem | null>(null);
  if (!network) return null;
  const toggle = (gid: string, on: boolean) => setChosen((current) => (on ? [...current, gid] : current.filter((other) => other !== gid)));
  const save = async () => {
    if (chosen.length === 0) return setProblem({ key: 'network.error.pickGroup' });
    if (chosen.length > NetworkLimits.maxGroupsPerTerminal) return setProblem({ key: 'network.error.tooMany' });
    try {
      await network.send('setGroupMembership', { msId: terminal.msId, gids: [...chosen] });
    } catch (error) {
      return setProblem(refusalOf(error));
    }
    toast({ tone: 'success', text: t('network.done.membershipSet', { name: terminal.msName }) });
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={onClose} title={t('network.terminal.membershipTitle', { name: terminal.msName })} closeLabel={t('common.close')} testId="network-membership-dialog">
      <DialogBody>
        <p>{t('network.terminal.membershipHint')}</p>
        <ProblemText problem={problem} testId="network-membership-error" />
        <div className="network-membership">
          {sorted.map((group) => (
            <Checkbox key={group.gid} isSelected={chosen.includes(group.gid)} onChange={(on) => toggle(group.gid, on)} testId={`network-membership-${group.gid}`}>
              {group.name}
            </Checkbox>
          ))}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('common.cancel')}</Button>
        <Button variant="primary" onPress={() => void save()} data-testid="network-membership-save">
          {t('common.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
