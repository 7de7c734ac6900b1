export * from './check-in';
export * from './weekly-goal';
export * from './streak';
export * from './heatmap';
