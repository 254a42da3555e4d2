export { createPatrolHost } from './patrol-host.ts';
export { PatrolService } from './patrol-service.ts';
export { DEFAULT_PATROL_TOKEN_MS } from './patrol-tokens.ts';
export { applyToPatrol, emptyPatrolBook, PatrolBookJsonSchema, patrolBookFromJson, patrolBookToJson, type PatrolBook } from './patrol-book.ts';
export { PatrolEventSchemas, type PatrolEvent } from './patrol-events.ts';
