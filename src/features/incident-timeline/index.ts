/** The incident timeline (issue 12 item 2): a terminal operation of the monitoring map, mounted as a child of the map. */
export { IncidentTimeline, IncidentTimelineButton } from './lazyParts.tsx';
export type { IncidentTimelineProps } from './IncidentTimeline.tsx';
// The pure parts, for tests.
export { audioOffsetSeconds, extentOf, fixIndexAt, segmentAt, segmentsOf, ticksOfLog, type Segment, type Tick, type Timeline } from './model.ts';
