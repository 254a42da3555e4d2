// `npm run bench`: the performance suites, each writing bench-results/<suite>.json.
// Figures are compared side by side within one run (ratios), since machines are noisy.
import { runChaosBench } from './chaos.bench.ts';
import { runConsoleLoadBench } from './console-load.bench.ts';
import { runDecodeBench } from './decode.bench.ts';
import { runIdleDemoBench } from './idle-demo.bench.ts';
import { runLoadBench } from './load.bench.ts';
import { runMapBrowserBench } from './map-browser.bench.ts';
import { runMapLayerBench } from './map-layer.bench.ts';
import { runPttBench } from './ptt.bench.ts';
import { runPttBrowserBench } from './ptt-browser.bench.ts';
import { runSnapshotBench } from './snapshot.bench.ts';
import { runStoreBench } from './store.bench.ts';
import { runTrackPlaybackBench } from './track-playback.bench.ts';
import { runVideoWallBench } from './video-wall.bench.ts';

const suites: Record<string, () => void | Promise<void>> = {
  'socket-decode': runDecodeBench,
  'event-store': runStoreBench,
  snapshot: runSnapshotBench,
  'ptt-latency': runPttBench,
  'ptt-browser': runPttBrowserBench,
  'map-layer': runMapLayerBench,
  'map-browser': runMapBrowserBench,
  'track-playback': runTrackPlaybackBench,
  'video-wall': runVideoWallBench,
  load: runLoadBench,
  chaos: runChaosBench,
  'idle-demo': runIdleDemoBench,
  'console-load': runConsoleLoadBench,
};

const only = process.argv.slice(2);
for (const [name, suite] of Object.entries(suites)) {
  if (only.length === 0 || only.includes(name)) await suite();
}
