// The occupation page, a lazy chunk of its own: a pre-rendered /occupations/:code hydrates with only what it draws,
// not the profiler, the index's typeahead or the explorations (the build's pre-render starts from this module).
export { OccupationPage } from './components/OccupationPage';
