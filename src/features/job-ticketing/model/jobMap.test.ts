import { describe, expect, it } from 'vitest';
import type { Job, JobState } from '../../../../protocol/index.ts';
import { jobFeatures, jobMapState } from './jobMap.ts';

const job = (states: JobState[], place = true): Job => ({
  id: '1',
  task: 'Read the meter',
  dispatchTime: 1,
  jobMsList: states.map((state, i) => ({ msId: `1000000${i}`, msName: `R${i}`, state, answeredAt: null })),
  lat: place ? 39.47 : null,
  lng: place ? -0.37 : null,
  address: '',
  creator: '20000001',
  creatorName: 'Dispatcher One',
  createdAt: 1,
});

describe('jobs on the map', () => {
  it('colours a job by how far its assignees got', () => {
    expect(jobMapState(job(['unsettled', 'unsettled']))).toBe('unsettled');
    expect(jobMapState(job(['accepted', 'rejected']))).toBe('accepted');
    expect(jobMapState(job(['working', 'completed']))).toBe('working');
    expect(jobMapState(job(['completed', 'rejected']))).toBe('completed');
    expect(jobMapState(job(['rejected']))).toBe('rejected');
  });

  it('draws only jobs with a place', () => {
    expect(jobFeatures([job(['unsettled']), { ...job(['unsettled'], false), id: '2' }]).features).toEqual([
      expect.objectContaining({ geometry: { type: 'Point', coordinates: [-0.37, 39.47] }, properties: { id: '1', task: 'Read the meter', state: 'unsettled' } }),
    ]);
  });
});
