import { TerminalType } from '../../protocol/index.ts';
import { between, type Random } from '../world/random.ts';

/** How a terminal of a type moves: gateways and cameras are installed; badges and apps walk; radios walk or drive. */
export function baseSpeedOf(type: number, random: Random): number {
  switch (type) {
    case TerminalType.Gateway:
    case TerminalType.Camera:
    case TerminalType.Dispatcher:
      return 0;
    case TerminalType.Sos:
    case TerminalType.App:
      return between(random, 1.1, 1.6);
    default:
      // Half the radios are in patrol cars.
      return random() < 0.5 ? between(random, 7, 13) : between(random, 1.1, 1.6);
  }
}
