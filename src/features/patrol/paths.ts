/** SPEC §2 /patrols: /patrol redirects to /patrol-statistic; four screens, all dsKey patrol. */
export const PATROLS_PATH = '/patrols';
export const PATROL_SCREENS = ['patrol-statistic', 'patrol-point', 'patrol-plan', 'patrol-calendar'] as const;
export type PatrolScreen = (typeof PATROL_SCREENS)[number];
export const patrolPath = (screen: PatrolScreen): string => `${PATROLS_PATH}/${screen}`;
export const PATROL_REDIRECT = { from: `${PATROLS_PATH}/patrol`, to: patrolPath('patrol-statistic') } as const;
export const patrolScreenOf = (path: string): PatrolScreen => PATROL_SCREENS.find((screen) => path.endsWith(`/${screen}`)) ?? 'patrol-statistic';
