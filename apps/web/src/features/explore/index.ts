// The explore screens, one lazy chunk for their routes: the occupations index, occupation pages, the interest profiler, your explorations.
export { OccupationPage } from './components/OccupationPage';
export { OccupationsIndexPage } from './components/OccupationsIndexPage';
export { InterestProfilerPage } from './components/InterestProfilerPage';
export { ExplorationsPage } from './components/ExplorationsPage';
export { PRERENDERED_OCCUPATION_ID, setPrerenderedOccupation } from './prerendered-occupation';
