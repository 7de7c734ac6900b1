// The explore screens, one lazy chunk for their routes: occupation pages, the interest profiler, your explorations.
export { OccupationPage } from './components/OccupationPage';
export { InterestProfilerPage } from './components/InterestProfilerPage';
export { ExplorationsPage } from './components/ExplorationsPage';
