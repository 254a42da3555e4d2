import { useEffect, useMemo, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { JobPaths, JobSchema, type Job } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { useAsyncEffect } from '../../../ui/index.ts';
import { jobRevisionAtom } from '../atoms.ts';
import { JOB_MAP_COLOURS, jobFeatures, JOBS_ON_MAP } from '../model/jobMap.ts';
import type { JobDs } from '../model/jobDs.ts';

const COLOUR = ['match', ['get', 'state'], ...Object.entries(JOB_MAP_COLOURS).flat(), '#888888'] as unknown as string;

/**
 * The jobs with a place as dots on the monitoring map (a child of it), coloured by how far their
 * assignees got; re-read on every job event. The map's container says which jobs it draws
 * (data-jobs), for tests and support staff, who cannot read a WebGL canvas.
 */
export function JobsMapLayer({ ds }: { ds: Pick<JobDs, 'get'> }) {
  const { current: map } = useMap();
  const revision = useAtomValue(jobRevisionAtom);
  const [jobs, setJobs] = useState<Job[]>([]);

  useAsyncEffect(
    () => ds.get(JobPaths.list, { page: 1, size: JOBS_ON_MAP }),
    (data) =>
      setJobs(
        data.list.flatMap((item) => {
          const parsed = JobSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    () => undefined, // the layer keeps what it drew; the job page reports failures
    [ds, revision],
  );

  const data = useMemo(() => jobFeatures(jobs), [jobs]);
  useEffect(() => {
    const element = map?.getContainer();
    if (element) element.dataset.jobs = data.features.map((feature) => `${feature.properties.id}:${feature.properties.state}`).join(' ');
  }, [map, data]);

  return (
    <Source id="job-tickets" type="geojson" data={data}>
      <Layer id="job-tickets" type="circle" paint={{ 'circle-radius': 7, 'circle-color': COLOUR, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 }} />
    </Source>
  );
}
