import { useNavigate } from 'react-router-dom';
import { phaseOf } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, useT } from '../../../ui/index.ts';
import { workAloneObjAtom } from '../model/atoms.ts';
import { PHASE_KEY } from '../model/model.ts';
import { LONE_WORK_PATH } from './LoneWorkAlarmBanner.tsx';

/** SPEC §2 terminal operation "lone worker": plans lone work for this terminal (its state when known). */
export function LoneWorkOperation({ terminal }: { terminal: { readonly msId: string } }) {
  const t = useT();
  const navigate = useNavigate();
  const work = useAtomValue(workAloneObjAtom).get(terminal.msId);
  const label = work ? t('loneWork.op.state', { name: t(PHASE_KEY[phaseOf(work)]) }) : t('loneWork.op.open');
  return (
    <Button variant="ghost" onPress={() => navigate(`${LONE_WORK_PATH}?msId=${terminal.msId}`)} data-testid="terminal-op-lone-worker">
      {label}
    </Button>
  );
}
