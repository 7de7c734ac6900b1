// The explore screens, one lazy chunk for both routes: occupation pages and the interest profiler.
export { OccupationPage } from './components/OccupationPage';
export { InterestProfilerPage } from './components/InterestProfilerPage';
